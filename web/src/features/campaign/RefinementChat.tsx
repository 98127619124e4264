import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { ArrowRightIcon } from '../../components/ui/icons';
import { Spinner } from '../../components/ui/Spinner';
import { inputClass } from '../../components/ui/Input';
import { MAX_REQUEST_CHARS } from './options';

/** Spec: chat message (id, type, content, timestamp). */
export interface ChatMessage {
  id: string;
  type: 'assistant' | 'user';
  content: string;
  timestamp: Date;
}

export const EXAMPLE_HINT = 'Try: "Make encounter 2 harder"';
export const INPUT_PLACEHOLDER = 'What would you like to change?';

const timeOf = (d: Date) => d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** A text box that sends on Enter (Shift+Enter for a new line) and a send button, both idle while busy. */
export function RefineInput({ busy, onSend, label = 'Refinement request' }: { busy: boolean; onSend(text: string): void; label?: string }) {
  const [text, setText] = useState('');
  const blank = text.trim() === '';
  function send() {
    if (busy || blank) return;
    onSend(text.trim());
    setText('');
  }
  function keyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }
  return (
    <div className="space-y-1">
      <div className="flex items-end gap-2">
        <textarea
          aria-label={label}
          rows={2}
          className={cn(inputClass, 'min-h-11 resize-none')}
          placeholder={INPUT_PLACEHOLDER}
          value={text}
          maxLength={MAX_REQUEST_CHARS}
          disabled={busy}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={keyDown}
        />
        <Button type="button" size="sm" aria-label="Send" disabled={busy || blank} onClick={send} className="shrink-0">
          <ArrowRightIcon className="size-4" aria-hidden="true" />
        </Button>
      </div>
      <p className="text-xs text-ink-muted">{EXAMPLE_HINT}</p>
    </div>
  );
}

/** What a refinement in progress has written so far, for the chat. */
export interface RefineActivity {
  changes: string[];
  writing: string | null;
}

/**
 * The Refinement Chat: bubbles with their time, Refining... while busy with
 * what the refinement has written so far and Stop, the input.
 */
export function RefinementChat({
  messages,
  busy,
  activity,
  onSend,
  onStop,
}: {
  messages: readonly ChatMessage[];
  busy: boolean;
  activity?: RefineActivity;
  onSend(text: string): void;
  onStop?(): void;
}) {
  const end = useRef<HTMLDivElement>(null);
  const lines = (activity?.changes.length ?? 0) + (activity?.writing ? 1 : 0);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length, busy, lines]);
  return (
    <section aria-label="Refinement Chat" className="flex min-h-0 flex-col gap-2 rounded-xl border border-line bg-surface-muted/40 p-2.5">
      <h5 className="text-sm font-semibold text-ink">Refinement Chat</h5>
      <ol tabIndex={0} aria-label="Messages" className="flex max-h-96 flex-col gap-2 overflow-y-auto pr-1 focus-visible:outline-2 focus-visible:outline-gold" aria-live="polite" data-testid="chat-messages">
        {messages.map((m) => (
          <li
            key={m.id}
            data-testid={`chat-${m.type}`}
            className={cn(
              'max-w-[90%] rounded-xl px-3 py-2 text-sm',
              m.type === 'user' ? 'self-end bg-primary text-on-primary' : 'self-start border border-line bg-surface text-ink',
            )}
          >
            <p className="whitespace-pre-line">{m.content}</p>
            <time dateTime={m.timestamp.toISOString()} className={cn('mt-1 block text-[11px]', m.type === 'user' ? 'text-on-primary' : 'text-ink-muted')}>
              {timeOf(m.timestamp)}
            </time>
          </li>
        ))}
        {busy && (
          <li className="max-w-[90%] self-start rounded-xl border border-dashed border-line bg-surface px-3 py-2 text-sm text-ink" data-testid="chat-refining">
            <div className="flex items-center justify-between gap-3">
              <span className="flex items-center gap-2 text-ink-muted">
                <Spinner className="size-4" /> Refining...
              </span>
              {onStop && (
                <Button type="button" variant="secondary" size="sm" onClick={onStop}>
                  Stop
                </Button>
              )}
            </div>
            {lines > 0 && (
              // Updated many times a second: not read out as it changes; the final answer is.
              <div aria-live="off" className="mt-1.5 space-y-1" data-testid="chat-progress">
                {activity && activity.changes.length > 0 && (
                  <ul className="list-disc space-y-0.5 pl-4">
                    {activity.changes.map((c, i) => (
                      <li key={i}>{c}</li>
                    ))}
                  </ul>
                )}
                {activity?.writing && <p className="text-xs text-ink-muted">{activity.writing}</p>}
              </div>
            )}
          </li>
        )}
      </ol>
      <div ref={end} />
      <RefineInput busy={busy} onSend={onSend} />
    </section>
  );
}
