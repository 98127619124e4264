import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * Moves focus to a tool's step heading when the tool goes to another step,
 * so keyboard and screen-reader users start at the top of the new step.
 * Attach `ref` to each step's heading (tabIndex -1) and call `focusStep()`
 * beside the state change that shows the step.
 *
 * The heading takes focus in the same commit that shows it, before the
 * browser paints or handles another event. Moving it a frame later (as the
 * tools did) could take focus away from a field the user had already reached
 * in the new step, and the keys typed there went to the heading instead: a
 * Refinement request's Enter was lost that way in an end-to-end run.
 */
export function useStepFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [requests, setRequests] = useState(0);
  useLayoutEffect(() => {
    if (requests > 0) ref.current?.focus();
  }, [requests]);
  const focusStep = useCallback(() => setRequests((n) => n + 1), []);
  return { ref, focusStep };
}
