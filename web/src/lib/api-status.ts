// GET /api/status once per session and caller: whether the server has an AI
// model, and the caller's limits. Components read it through useApiStatus().
import { useQuery } from '@tanstack/react-query';
import { ApiError } from './api';
import type { StatusResponse } from './api-types/api';
import { useApiClient, useCaller } from './api-query';
import { useSession } from './session';

export interface ApiStatusState {
  /** The server's answer; null while loading or after a failure. */
  status: StatusResponse | null;
  error: ApiError | null;
  isLoading: boolean;
}

/** The server's /api/status for this session, fetched once and shared; a failure is asked again by the next component that needs it. */
export function useApiStatus(): ApiStatusState {
  const client = useApiClient();
  const caller = useCaller();
  const { mode } = useSession();
  const query = useQuery({
    queryKey: ['api', 'status', caller],
    queryFn: ({ signal }) => client.status(signal),
    enabled: mode !== 'loading',
    staleTime: Infinity,
  });
  const error = query.error ? (query.error instanceof ApiError ? query.error : new ApiError(0, 'client_error', 'The server status could not be read.')) : null;
  return { status: query.data ?? null, error: query.data ? null : error, isLoading: !query.data && !error };
}
