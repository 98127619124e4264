import { Link } from 'react-router';

/** The foot of every page but the editor's: the SRD's attribution and the way to every credit and licence. */
export function Footer() {
  return (
    <footer className="border-t border-line print:hidden">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-5 text-sm text-ink-muted sm:px-6">
        <p>© {new Date().getFullYear()} Lorewright · Crafted for game masters</p>
        <p>
          Includes material from the System Reference Document 5.1 by Wizards of the Coast, under CC BY 4.0.{' '}
          <Link to="/credits" className="whitespace-nowrap text-primary-ink underline">
            Credits and licences
          </Link>
        </p>
      </div>
    </footer>
  );
}
