import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useStepFocus } from './useStepFocus';

function TwoSteps() {
  const { ref, focusStep } = useStepFocus<HTMLHeadingElement>();
  const [step, setStep] = useState<'one' | 'two'>('one');
  const [ticks, setTicks] = useState(0);
  return (
    <div>
      <h4 ref={ref} tabIndex={-1}>
        Step {step}
      </h4>
      <textarea aria-label="Request" />
      <button
        onClick={() => {
          setStep('two');
          focusStep();
        }}
      >
        Next
      </button>
      <button onClick={() => setTicks((n) => n + 1)}>Tick {ticks}</button>
    </div>
  );
}

describe('useStepFocus', () => {
  it('leaves focus alone on the first render', () => {
    render(<TwoSteps />);
    expect(document.body).toHaveFocus();
  });

  it("gives the new step's heading focus in the commit that shows the step, not a frame later", () => {
    render(<TwoSteps />);
    const raf = vi.spyOn(window, 'requestAnimationFrame');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // No frame has run: the heading already has focus.
    expect(screen.getByRole('heading', { name: 'Step two' })).toHaveFocus();
    expect(raf).not.toHaveBeenCalled();
    raf.mockRestore();
  });

  it("keeps off a field the user reached in the new step: later renders do not move focus", () => {
    render(<TwoSteps />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const request = screen.getByRole('textbox', { name: 'Request' });
    act(() => request.focus());
    fireEvent.click(screen.getByRole('button', { name: 'Tick 0' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tick 1' }));
    expect(screen.getByRole('button', { name: 'Tick 2' })).toBeInTheDocument();
    expect(request).toHaveFocus();
  });
});
