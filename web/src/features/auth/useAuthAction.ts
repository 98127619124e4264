import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session';
import { authErrorMessage } from './errors';

/**
 * Runs a sign-in or sign-up action for the login and sign-up pages: busy while
 * it runs, then the profile is reloaded and the user goes to /dashboard; a
 * failure becomes the catalogue's message (or the fallback) in `error`.
 */
export function useAuthAction() {
  const navigate = useNavigate();
  const { reloadProfile } = useSession();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function run(action: () => Promise<void>, fallback: string) {
    setBusy(true);
    setError(null);
    try {
      await action();
      await reloadProfile();
      if (mounted.current) navigate('/dashboard');
    } catch (err) {
      console.error(fallback, err);
      setError(authErrorMessage(err, fallback));
      setBusy(false);
    }
  }

  return { busy, error, setError, run };
}
