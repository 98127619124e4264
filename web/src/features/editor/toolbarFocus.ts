import type { KeyboardEvent } from 'react';

/** Arrow keys move between toolbar buttons (WAI-ARIA toolbar pattern). */
export function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const keys: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
  if (!(event.key in keys) && event.key !== 'Home' && event.key !== 'End') return;
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'));
  const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
  let next: number;
  if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = buttons.length - 1;
  else next = (current + keys[event.key] + buttons.length) % buttons.length;
  buttons[next]?.focus();
  event.preventDefault();
}
