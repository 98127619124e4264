import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../lib/session';

/** The spec's plain loading text while the auth state is unknown. */
export function LoadingScreen() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-ink-muted" role="status">
      Loading
    </div>
  );
}

/** /dashboard and /editor: any user, guests included; no session goes to /. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { mode } = useSession();
  if (mode === 'loading') return <LoadingScreen />;
  if (mode === 'anonymous') return <Navigate to="/" replace />;
  return children;
}

/** /settings: signed-in account holders only; guests and anonymous go to /login. */
export function RequireAccount({ children }: { children: ReactNode }) {
  const { mode } = useSession();
  // Signing out here is not a request to sign in: it goes to /, like the
  // header's Sign Out does (and the two redirects cannot race to different pages).
  // Remembered from an earlier render (React's "adjust state while rendering").
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (mode === 'signedIn' && !wasSignedIn) setWasSignedIn(true);
  if (mode === 'loading') return <LoadingScreen />;
  if (mode !== 'signedIn') return <Navigate to={wasSignedIn ? '/' : '/login'} replace />;
  return children;
}

/** /login and /signup: a signed-in account holder goes to /dashboard. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { mode } = useSession();
  if (mode === 'loading') return <LoadingScreen />;
  if (mode === 'signedIn') return <Navigate to="/dashboard" replace />;
  return children;
}
