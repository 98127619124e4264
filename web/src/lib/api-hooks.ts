// React bindings of the API client for the AI tools: one client per session,
// and request/stream hooks that keep one call in flight per hook (a new run
// aborts the previous one, unmounting aborts the current one, a stale answer
// is never shown), with a busy flag, a readable error (a 429 says when to try
// again) and where the content came from (llm.Origin).
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
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

export type ApiCallStatus = 'idle' | 'running' | 'done' | 'error';

export interface ApiCallState<T> {
  /** idle: nothing asked yet, or the last call was cancelled; running; done; error. */
  status: ApiCallStatus;
  /** The answer of the last successful call. */
  data: T | null;
  /** Why the last call failed (any failure becomes an ApiError; a network failure has status 0). */
  error: ApiError | null;
  /** The sentence to show for `error`: a 429 says how long to wait. */
  errorMessage: string | null;
  /** Where `data` came from: the model, or built-in content and why. */
  origin: Origin | null;
  /**
   * Streams: the text received so far. Once the result arrives it becomes the
   * result's own text when `resultText` is given (the result is authoritative
   * and may replace what was streamed with built-in content).
   */
  streamedText: string;
}

export interface ApiCall<A, T> extends ApiCallState<T> {
  /** True while a call is in flight. */
  isRunning: boolean;
  /**
   * Starts a call, aborting the one in flight. Resolves with the answer, or
   * null when the call failed (see `error`), was cancelled or was superseded.
   */
  run(args: A): Promise<T | null>;
  /** Aborts the call in flight (a Stop button); the text streamed so far stays. */
  cancel(): void;
  /** Aborts any call and forgets the last answer and error. */
  reset(): void;
}

export interface ApiCallOptions {
  /** Shown when a failure carries no message of its own (spec: "Failed to generate names"). */
  fallbackMessage?: string;
}

export interface ApiStreamOptions<T> extends ApiCallOptions {
  /** The text of a final result, which replaces the streamed text when it arrives. */
  resultText?: (result: T) => string;
}

/** What a stream call receives: the abort signal and where to send text as it arrives. */
export interface StreamCallHandlers {
  signal: AbortSignal;
  onDelta(text: string): void;
}

export type RequestCall<A, T> = (client: ApiClient, args: A, signal: AbortSignal) => Promise<T>;
export type StreamCall<A, T> = (client: ApiClient, args: A, handlers: StreamCallHandlers) => Promise<T>;

const IDLE: ApiCallState<never> = { status: 'idle', data: null, error: null, errorMessage: null, origin: null, streamedText: '' };

function toApiError(error: unknown, fallback: string | undefined): ApiError {
  if (error instanceof ApiError) return error;
  const message = error instanceof Error && error.message ? error.message : (fallback ?? 'Something went wrong. Please try again.');
  return new ApiError(0, 'client_error', message);
}

function useApiCall<A, T>(call: StreamCall<A, T>, options: ApiStreamOptions<T>): ApiCall<A, T> {
  const client = useApiClient();
  const [state, setState] = useState<ApiCallState<T>>(IDLE);

  // run() reads the newest call and options, so callers may pass inline functions.
  const latest = useRef({ call, client, options });
  useLayoutEffect(() => {
    latest.current = { call, client, options };
  });

  const current = useRef<{ id: number; controller: AbortController } | null>(null);
  const lastId = useRef(0);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      current.current?.controller.abort();
      current.current = null;
    };
  }, []);

  const run = useCallback(async (args: A): Promise<T | null> => {
    current.current?.controller.abort();
    const controller = new AbortController();
    const id = ++lastId.current;
    current.current = { id, controller };
    const isCurrent = () => mounted.current && current.current?.id === id;
    const { call: start, client: api, options: opts } = latest.current;
    setState({ ...IDLE, status: 'running' });
    try {
      const result = await start(api, args, {
        signal: controller.signal,
        onDelta: (text) => {
          if (isCurrent() && text) setState((s) => ({ ...s, streamedText: s.streamedText + text }));
        },
      });
      if (!isCurrent()) return null;
      current.current = null;
      setState((s) => ({
        status: 'done',
        data: result,
        error: null,
        errorMessage: null,
        origin: originOf(result),
        streamedText: opts.resultText ? opts.resultText(result) : s.streamedText,
      }));
      return result;
    } catch (err) {
      if (!isCurrent() || isAbortError(err)) return null;
      current.current = null;
      const error = toApiError(err, opts.fallbackMessage);
      setState((s) => ({ ...s, status: 'error', data: null, origin: null, error, errorMessage: describeApiError(error, opts.fallbackMessage) }));
      return null;
    }
  }, []);

  const cancel = useCallback(() => {
    const running = current.current;
    if (!running) return;
    current.current = null;
    running.controller.abort();
    setState((s) => (s.status === 'running' ? { ...s, status: 'idle' } : s));
  }, []);

  const reset = useCallback(() => {
    current.current?.controller.abort();
    current.current = null;
    setState(IDLE);
  }, []);

  return { ...state, isRunning: state.status === 'running', run, cancel, reset };
}

/**
 * One JSON request at a time:
 *
 *   const names = useApiRequest((client, req: NamesRequest, signal) => client.request<NamesResponse>('POST', '/api/names', req, signal));
 *   names.run(req); names.isRunning; names.data; names.errorMessage; names.origin
 */
export function useApiRequest<A, T>(call: RequestCall<A, T>, options: ApiCallOptions = {}): ApiCall<A, T> {
  return useApiCall<A, T>((client, args, handlers) => call(client, args, handlers.signal), options);
}

/**
 * One streamed call (server-sent events) at a time; `streamedText` grows as
 * text arrives and `cancel()` stops it:
 *
 *   const draft = useApiStream((client, req: GenerateRequest, handlers) => client.streamContent(req, handlers), { resultText: (r) => r.content });
 */
export function useApiStream<A, T>(call: StreamCall<A, T>, options: ApiStreamOptions<T> = {}): ApiCall<A, T> {
  return useApiCall(call, options);
}
