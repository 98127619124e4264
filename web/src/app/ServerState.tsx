import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';

/**
 * The pages that talk to the API or the document store get TanStack Query
 * through this wrapper, loaded with them (routes.tsx), so the landing page
 * never fetches it.
 */
export default function ServerState({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
