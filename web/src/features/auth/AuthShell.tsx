import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon, QuillIcon } from '../../components/ui/icons';

/** The frame shared by the login and sign-up pages. */
export function AuthShell({ title, subtitle, children, footer }: { title: string; subtitle: string; children: ReactNode; footer: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <Link to="/" className="mb-6 inline-flex items-center gap-1.5 text-sm font-medium text-ink-muted hover:text-ink">
        <ArrowLeftIcon /> Back to Home
      </Link>
      <div className="rounded-2xl border border-line bg-surface p-8 shadow-xl shadow-black/5">
        <div className="mb-6 text-center">
          <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-xl bg-primary text-2xl text-on-primary shadow">
            <QuillIcon />
          </span>
          <h1 className="font-display text-2xl font-semibold text-ink">{title}</h1>
          <p className="mt-1 text-sm text-ink-muted">{subtitle}</p>
        </div>
        {children}
      </div>
      <div className="mt-6 text-center text-sm text-ink-muted">{footer}</div>
    </div>
  );
}
