// The app's one TanStack Query client: server state (the API's answers, the
// stored documents) lives in its cache. Calls are made once: a failure is
// shown, never retried behind the user's back (AI calls are metered), and
// nothing is fetched again because the window regained focus.
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}

/** The client the app's routes share (app/ServerState.tsx provides it). */
export const queryClient = createQueryClient();
