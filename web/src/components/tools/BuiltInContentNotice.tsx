import type { Origin } from '../../lib/api-types/llm';
import { ShieldIcon } from '../ui/icons';
import { cn } from '../ui/cn';

/** Why content is built-in, in the words every tool uses. */
export function builtInContentReason(origin: Origin): string {
  switch (origin.fallbackReason) {
    case 'not_configured':
      return 'No AI model is configured on this server, so Lorewright wrote this from its own built-in material.';
    case 'model_failed':
      return 'The AI model could not answer this time, so Lorewright wrote this itself.';
    default:
      return 'Lorewright wrote this itself, without an AI model.';
  }
}

/**
 * The one label every AI tool shows when its content did not come from a
 * model (origin.source "fallback"), saying why. Shows nothing for model
 * content or before there is an answer.
 */
export function BuiltInContentNotice({ origin, className }: { origin: Origin | null | undefined; className?: string }) {
  if (!origin || origin.source !== 'fallback') return null;
  return (
    <p
      role="note"
      aria-label="Built-in content"
      data-testid="built-in-content"
      data-reason={origin.fallbackReason ?? 'unknown'}
      className={cn('flex items-start gap-2 rounded-lg border border-gold/40 bg-gold-soft px-3 py-2 text-xs text-ink', className)}
    >
      <ShieldIcon className="mt-px shrink-0 text-gold" aria-hidden="true" />
      <span>
        <strong className="font-semibold">Built-in content.</strong> {builtInContentReason(origin)}
      </span>
    </p>
  );
}
