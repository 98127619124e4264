import { lazy, type ComponentType } from 'react';

/**
 * A lazy component that reads server state (the API, the document store):
 * its chunk and TanStack Query's provider (app/ServerState.tsx) load
 * together, so the landing, login and sign-up pages never fetch TanStack Query.
 */
export function lazyWithServerState<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    const [{ default: Inner }, { default: ServerState }] = await Promise.all([load(), import('./ServerState')]);
    return {
      default: function WithServerState(props: P) {
        return (
          <ServerState>
            <Inner {...props} />
          </ServerState>
        );
      },
    };
  });
}
