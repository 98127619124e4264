import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Alert } from '../components/ui/Alert';
import { useSession } from '../lib/session';
import { ErrorBoundary } from './ErrorBoundary';
import { LoadingScreen } from './guards';
import { Footer } from './Footer';
import { Header } from './Header';
import { lazyWithServerState } from './lazyWithServerState';

// Offers a newly signed-in guest to import their browser documents; loaded only for accounts.
const GuestImportOffer = lazyWithServerState(() => import('../features/documents/GuestImportOffer'));

/** Every page: the shared header and footer (the editor has its own header), error boundary, lazy page. */
export function Layout() {
  const location = useLocation();
  const { mode, error } = useSession();
  const inEditor = location.pathname === '/editor' || location.pathname.startsWith('/editor/');
  return (
    <div className="lw-backdrop flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2 focus:text-ink focus:shadow-lg"
      >
        Skip to content
      </a>
      {!inEditor && <Header />}
      {error && (
        <div className="mx-auto w-full max-w-6xl px-4 pt-4 sm:px-6">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <main id="main" className="flex-1">
        {/* Keyed by path: navigating away from a crashed page starts afresh. */}
        <ErrorBoundary key={location.pathname}>
          {mode === 'loading' ? (
            <LoadingScreen />
          ) : (
            <Suspense fallback={<LoadingScreen />}>
              <Outlet />
            </Suspense>
          )}
        </ErrorBoundary>
      </main>
      {!inEditor && <Footer />}
      {mode === 'signedIn' && (
        <Suspense fallback={null}>
          <GuestImportOffer />
        </Suspense>
      )}
    </div>
  );
}
