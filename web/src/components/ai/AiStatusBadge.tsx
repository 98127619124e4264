import type { StatusResponse } from '../../lib/api-types/api';
import { useApiStatus } from '../../lib/api-status';
import { ShieldIcon, SparklesIcon } from '../ui/icons';
import { cn } from '../ui/cn';

export interface AiBadge {
  label: string;
  /** Why, for the tooltip and screen readers. */
  description: string;
  kind: 'ai' | 'built-in' | 'unknown';
}

/**
 * What the header says about AI: nothing while checking is off; "AI Enabled"
 * (the spec's words) only when the server has a model; "Built-in checks"
 * when it has none and the built-in engine does the work.
 */
export function aiBadgeFor(checkingOn: boolean, status: StatusResponse | null, failed: boolean): AiBadge | null {
  if (!checkingOn) return null;
  if (status?.aiConfigured) {
    return {
      kind: 'ai',
      label: 'AI Enabled',
      description: `Grammar checking is on: the AI model${status.model ? ` (${status.model})` : ''} and the built-in engine check your writing.`,
    };
  }
  if (status) {
    return {
      kind: 'built-in',
      label: 'Built-in checks',
      description:
        'Grammar checking is on. No AI model is configured on this server, so the built-in engine checks your writing and the AI tools use built-in content.',
    };
  }
  if (failed) {
    return {
      kind: 'unknown',
      label: 'Checking on',
      description: 'Grammar checking is on. The server could not be asked whether an AI model is configured.',
    };
  }
  return null;
}

/** The header badge: whether checking is on and whether a model does it (GET /api/status, once per session). */
export function AiStatusBadge({ checkingOn, className }: { checkingOn: boolean; className?: string }) {
  const { status, error } = useApiStatus();
  const badge = aiBadgeFor(checkingOn, status, error !== null);
  if (!badge) return null;
  const Icon = badge.kind === 'ai' ? SparklesIcon : ShieldIcon;
  return (
    <span
      data-testid="ai-status-badge"
      data-kind={badge.kind}
      title={badge.description}
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 font-semibold text-ink',
        badge.kind === 'ai' ? 'border-gold/40 bg-gold-soft' : 'border-line bg-surface-muted',
        className,
      )}
    >
      <Icon className={badge.kind === 'ai' ? 'text-gold' : 'text-ink-muted'} aria-hidden="true" />
      <span>{badge.label}</span>
      <span className="sr-only">. {badge.description}</span>
    </span>
  );
}
