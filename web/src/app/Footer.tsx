import { Link } from 'react-router';

/** The foot of every page but the editor's: where the credits and licences are. */
export function Footer() {
  return (
    <footer className="border-t border-line print:hidden">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-4 text-sm text-ink-muted sm:px-6">
        <p>Includes material from the System Reference Document 5.1 by Wizards of the Coast, under CC BY 4.0.</p>
        <Link to="/credits" className="text-primary-ink underline">
          Credits and licences
        </Link>
      </div>
    </footer>
  );
}
