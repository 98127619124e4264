import type { Notice } from '../../lib/notice';
import { Alert } from '../ui/Alert';

export interface ToolNoticeProps {
  notice: Notice | null;
  /** On the notice's text, for tests ("names-notice"). */
  testId?: string;
  /** Adds a Close button that calls this. */
  onDismiss?(): void;
}

/**
 * A tool's notice: an error at once (role alert); anything else in a polite
 * live region that stays in place, so screen readers hear each new notice.
 */
export function ToolNotice({ notice, testId, onDismiss }: ToolNoticeProps) {
  const text = notice && (
    <span className="flex items-start justify-between gap-2">
      <span data-testid={testId}>{notice.text}</span>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Close message"
          className="shrink-0 cursor-pointer text-xs font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-gold"
        >
          Close
        </button>
      )}
    </span>
  );
  return (
    <>
      <div aria-live="polite" aria-atomic="true">
        {notice && notice.tone !== 'error' && (
          <Alert tone={notice.tone} live={false}>
            {text}
          </Alert>
        )}
      </div>
      {notice?.tone === 'error' && <Alert tone="error">{text}</Alert>}
    </>
  );
}
