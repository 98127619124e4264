// The API client and the AI calls as TanStack Query mutations: one client
// per session; a call per hook at a time (a new run aborts the one in
// flight, unmounting aborts it, a stale answer is never shown), with a
// readable error (a 429 says when to try again), the text streamed so far,
// and where the content came from (llm.Origin). Features wrap these per use
// case in their api modules (features/names/api.ts: useGenerateNames).
//
// The one client boundary: every answer reaches the app through
// ApiClient.request and ApiClient.stream (lib/api.ts).
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getEnv } from '../config/env';
import { ApiError, createApiClient, describeApiError, isAbortError, originOf, type ApiClient, type TokenGetter } from './api';
import type { Origin } from './api-types/llm';
import { useSession } from './session';

const clients = new WeakMap<TokenGetter, ApiClient>();

/** The one client of the session that owns this token getter. */
export function apiClientFor(getIdToken: TokenGetter): ApiClient {
  let client = clients.get(getIdToken);
  if (!client) {
    client = createApiClient({ getIdToken, streamBaseUrl: getEnv().apiUrl });
    clients.set(getIdToken, client);
  }
  return client;
}

/**
 * The API client of the current session: attaches the session's ID token
 * (none for guests) and sends streamed calls to VITE_API_URL when set. The
 * same object for every component of one session.
 */
export function useApiClient(): ApiClient {
  const { getIdToken } = useSession();
  return useMemo(() => apiClientFor(getIdToken), [getIdToken]);
}

/** Who is asking, for query keys: signing in changes the answers (limits, documents). */
export function useCaller(): string {
  const session = useSession();
  return `${session.mode}:${session.user?.id ?? ''}`;
}

/** What a call receives: the abort signal and where to send text as it arrives. */
export interface CallHandlers {
  signal: AbortSignal;
  onDelta(text: string): void;
}

export type ApiCallFn<A, T> = (client: ApiClient, args: A, handlers: CallHandlers) => Promise<T>;

export interface ApiMutationOptions<T> {
  /** Shown when a failure carries no message of its own (spec: "Failed to generate names"). */
  fallbackMessage?: string;
  /** Streams: the final result's text, which replaces the streamed text when it arrives. */
  resultText?: (result: T) => string;
  /** Called when a call fails; never for a call stopped or superseded. */
  onError?(error: ApiError): void;
}

export type ApiCallStatus = 'idle' | 'running' | 'done' | 'error';

export interface ApiMutation<A, T> {
  /** idle: nothing asked yet, or the last call was stopped; running; done; error. */
  status: ApiCallStatus;
  isRunning: boolean;
  /** The answer of the last successful call. */
  data: T | null;
  /** Why the last call failed (any failure becomes an ApiError; a network failure has status 0). */
  error: ApiError | null;
  /** The sentence to show for `error`: a 429 says how long to wait. */
  errorMessage: string | null;
  /** Where `data` came from: the model, or built-in content and why. */
  origin: Origin | null;
  /** Streams: the text received so far; once the result arrives, its own text when `resultText` is given. */
  streamedText: string;
  /** Starts a call, aborting the one in flight. Resolves with the answer, or null when it failed, stopped or was superseded. */
  run(args: A): Promise<T | null>;
  /** Aborts the call in flight (a Stop button); the text streamed so far stays. */
  cancel(): void;
  /** Aborts any call and forgets the last answer and error. */
  reset(): void;
}

function toApiError(error: unknown, fallback: string | undefined): ApiError {
  if (error instanceof ApiError) return error;
  const message = error instanceof Error && error.message ? error.message : (fallback ?? 'Something went wrong. Please try again.');
  return new ApiError(0, 'client_error', message);
}

/** One AI call (a JSON request or a stream of server-sent events) at a time, as a TanStack Query mutation. */
export function useApiMutation<A, T>(call: ApiCallFn<A, T>, options: ApiMutationOptions<T> = {}): ApiMutation<A, T> {
  const client = useApiClient();
  const { fallbackMessage, resultText, onError } = options;
  const inFlight = useRef<AbortController | null>(null);
  const [streamed, setStreamed] = useState('');

  const mutation = useMutation<T, ApiError, { args: A; controller: AbortController }>({
    mutationFn: async ({ args, controller }) => {
      try {
        return await call(client, args, {
          signal: controller.signal,
          onDelta: (text) => {
            if (inFlight.current === controller && text) setStreamed((s) => s + text);
          },
        });
      } catch (error) {
        throw isAbortError(error) ? error : toApiError(error, fallbackMessage);
      }
    },
    onError: (error) => {
      if (!isAbortError(error)) onError?.(error);
    },
  });
  const { mutateAsync, reset: resetMutation } = mutation;

  useEffect(
    () => () => {
      inFlight.current?.abort();
      inFlight.current = null;
    },
    [],
  );

  const run = useCallback(
    async (args: A): Promise<T | null> => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setStreamed('');
      try {
        const result = await mutateAsync({ args, controller });
        if (inFlight.current !== controller) return null;
        inFlight.current = null;
        return result;
      } catch {
        // Shown through `error`; a stopped or superseded call is no failure.
        if (inFlight.current === controller) inFlight.current = null;
        return null;
      }
    },
    [mutateAsync],
  );

  const cancel = useCallback(() => {
    const running = inFlight.current;
    if (!running) return;
    inFlight.current = null;
    running.abort();
    resetMutation();
  }, [resetMutation]);

  const reset = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    resetMutation();
    setStreamed('');
  }, [resetMutation]);

  const data = mutation.data ?? null;
  // An aborted call is never an error to show (the next call or Stop already moved on).
  const error = mutation.error && !isAbortError(mutation.error) ? mutation.error : null;
  const status: ApiCallStatus = mutation.isPending ? 'running' : mutation.isSuccess ? 'done' : error ? 'error' : 'idle';
  return {
    status,
    isRunning: status === 'running',
    data,
    error,
    errorMessage: error ? describeApiError(error, fallbackMessage) : null,
    origin: status === 'done' ? originOf(data) : null,
    streamedText: status === 'done' && data !== null && resultText ? resultText(data) : streamed,
    run,
    cancel,
    reset,
  };
}
