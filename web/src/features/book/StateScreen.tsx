import type { ReactNode } from 'react';

/** Loading, not found and error screens of the book and share views. */
export function StateScreen(props: { title: string; children: ReactNode; role?: 'status' | 'alert'; action?: ReactNode }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4">
      <div role={props.role} className="w-full max-w-md rounded-2xl border border-line bg-surface p-8 text-center shadow-sm">
        <h1 className="font-display text-xl font-semibold text-ink">{props.title}</h1>
        <div className="mt-2 text-sm text-ink-muted">{props.children}</div>
        {props.action && <div className="mt-6 flex justify-center">{props.action}</div>}
      </div>
    </div>
  );
}

export const NOT_FOUND_TEXT = "The document you're looking for doesn't exist or you don't have permission to view it.";
