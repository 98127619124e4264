// GET /api/status once per session: whether the server has an AI model, and
// the caller's limits. Components read it through useApiStatus().
import { useEffect, useState } from 'react';
import { ApiError, type ApiClient } from './api';
import type { StatusResponse } from './api-types/api';
import { useApiClient } from './api-hooks';
import { useSession } from './session';

export interface ApiStatusState {
  /** The server's answer; null while loading or after a failure. */
  status: StatusResponse | null;
  error: ApiError | null;
  isLoading: boolean;
}

// Per client (one per session) and per caller: signing in changes the limits.
const answers = new WeakMap<ApiClient, Map<string, StatusResponse>>();
const inFlight = new WeakMap<ApiClient, Map<string, Promise<StatusResponse>>>();

function cacheOf<V>(map: WeakMap<ApiClient, Map<string, V>>, client: ApiClient): Map<string, V> {
  let cache = map.get(client);
  if (!cache) {
    cache = new Map();
    map.set(client, cache);
  }
  return cache;
}

/** Asks the server once per caller; a failure is not kept, so a later caller asks again. */
function loadStatus(client: ApiClient, caller: string): Promise<StatusResponse> {
  const pending = cacheOf(inFlight, client);
  let promise = pending.get(caller);
  if (!promise) {
    promise = client.status().then(
      (status) => {
        cacheOf(answers, client).set(caller, status);
        pending.delete(caller);
        return status;
      },
      (error: unknown) => {
        pending.delete(caller);
        throw error;
      },
    );
    pending.set(caller, promise);
  }
  return promise;
}

/** The server's /api/status for this session, fetched once and shared. */
export function useApiStatus(): ApiStatusState {
  const client = useApiClient();
  const session = useSession();
  const caller = `${session.mode}:${session.user?.id ?? ''}`;
  const known = answers.get(client)?.get(caller) ?? null;
  const [failure, setFailure] = useState<{ client: ApiClient; caller: string; error: ApiError } | null>(null);
  // Re-renders this component when the shared answer arrives.
  const [, setArrived] = useState<StatusResponse | null>(null);

  useEffect(() => {
    if (known || session.mode === 'loading') return;
    let cancelled = false;
    loadStatus(client, caller).then(
      (status) => {
        if (!cancelled) setArrived(status);
      },
      (error: unknown) => {
        if (cancelled) return;
        const apiError = error instanceof ApiError ? error : new ApiError(0, 'client_error', 'The server status could not be read.');
        setFailure({ client, caller, error: apiError });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [client, caller, known, session.mode]);

  const error = failure && failure.client === client && failure.caller === caller ? failure.error : null;
  return { status: known, error: known ? null : error, isLoading: !known && !error };
}
