// Typed client for Lorewright's Go API (/api): the one place every answer is
// read. Request and response types, and the validators of every route's
// response, are generated from the Go types (contract/api.schema.json, see
// scripts/generate-contract.sh); this module adds the ID token, turns the
// error envelope into ApiError, reads server-sent event streams (parsed by
// eventsource-parser), and checks each answer against its route's validator,
// so the UI only ever sees the shapes the types promise. It does not import
// Firebase: the app passes a token getter in through createApiClient
// (features pass the session's).
import type { EventSourceMessage } from 'eventsource-parser';
import type { ZodMiniType } from 'zod/mini';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { EventDelta, EventError, EventResult } from './api-types/api';
import type { ContentGenerateRequest, ContentGenerateResponse, ErrorEnvelope, HealthzResponse, StatusResponse, StreamDelta, StreamError } from './api-types/api';
import type { Origin } from './api-types/llm';
import { responseSchemas } from './api-types/schemas';

/**
 * Returns the signed-in user's Firebase ID token, or null for a guest.
 * forceRefresh asks for a new token (Firebase's getIdToken(true)).
 */
export type TokenGetter = (forceRefresh?: boolean) => Promise<string | null | undefined>;

export interface ApiClientOptions {
  getIdToken?: TokenGetter;
  /** Prefix for /api paths; empty means same origin. */
  baseUrl?: string;
  /**
   * Prefix for streamed calls only (default: baseUrl). Production points it at
   * the API's own URL: Firebase Hosting rewrites buffer streamed responses, so
   * text would arrive all at once through the page's origin.
   */
  streamBaseUrl?: string;
  fetch?: typeof fetch;
}

export interface StreamHandlers {
  /** Called with each piece of text as it arrives. */
  onDelta?: (text: string) => void;
  signal?: AbortSignal;
}

export const NETWORK_MESSAGE = 'Network error. Please check your connection.';
/** An answer that is not JSON, or not the shape its route's contract gives. */
export const UNREADABLE_MESSAGE = 'The server sent an answer that could not be read. Please try again.';
const CUT_OFF_MESSAGE = 'The answer was cut off before it finished. Please try again.';

/** A failed API call, with the server's words. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Per-field messages of a 400, keyed by the request's JSON field names. */
  readonly fields: Readonly<Record<string, string>>;
  /** Seconds to wait before trying again (429, some 503s), else null. */
  readonly retryAfter: number | null;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}, retryAfter: number | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfter = retryAfter;
  }

  /** True for 429: the message says when to try again and is shown as is. */
  get isRateLimited(): boolean {
    return this.status === 429;
  }

  /** One sentence for a toast or an alert: the message, then any field problems (each said once). */
  describe(): string {
    const fieldMessages = [...new Set(Object.values(this.fields))];
    return fieldMessages.length > 0 ? `${this.message} ${fieldMessages.join(' ')}` : this.message;
  }
}

/** A wait as the server words it (quota.humanDuration): "1 second", "9 seconds", "2 minutes", "3 hours". */
export function describeWait(seconds: number): string {
  const secs = Math.max(1, Math.ceil(seconds));
  if (secs < 60) return secs === 1 ? '1 second' : `${secs} seconds`;
  if (secs < 3600) {
    const minutes = Math.ceil(secs / 60);
    return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  }
  const hours = Math.ceil(secs / 3600);
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

const GENERIC_FAILURE = 'Something went wrong. Please try again.';

/**
 * The sentence to show for a failed call. A 429 always says when to try
 * again (the server's message does; one without it gets the Retry-After
 * seconds added); other API errors give their message and field problems;
 * anything else its message, else `fallback`.
 */
export function describeApiError(error: unknown, fallback = GENERIC_FAILURE): string {
  if (error instanceof ApiError) {
    if (error.status === 429 || (error.retryAfter !== null && error.status === 503)) {
      const wait = error.retryAfter;
      const base = error.code === 'http_error' ? 'Too many requests right now.' : error.message.trim();
      if (wait === null || /try again in\b/i.test(base)) return base || fallback;
      const sentence = base && !/[.!?]$/.test(base) ? `${base}.` : base;
      return `${sentence} Please try again in ${describeWait(wait)}.`.trim();
    }
    return error.describe() || fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * Where an AI answer's content came from (every AI response extends
 * llm.Origin), or null when the value carries no valid source.
 */
export function originOf(value: unknown): Origin | null {
  if (typeof value !== 'object' || value === null) return null;
  const { source, fallbackReason } = value as Partial<Origin>;
  if (source === 'ai') return { source };
  if (source !== 'fallback') return null;
  return fallbackReason === 'not_configured' || fallbackReason === 'model_failed' ? { source, fallbackReason } : { source };
}

/** True for an answer that was not JSON or not the shape its route's contract gives. */
export function isUnreadableAnswer(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'invalid_response';
}

/** Each route's pattern ("/api/monsters/{slug}") as a regular expression, with its validator. */
const ROUTES: readonly { method: string; path: RegExp; schema: ZodMiniType }[] = Object.entries(responseSchemas).map(([route, schema]) => {
  const [method, pattern] = route.split(' ');
  const path = pattern.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^/}]+\}/g, '[^/]+');
  return { method, path: new RegExp(`^${path}$`), schema };
});

/**
 * The answer as its route's contract says it is, or ApiError
 * 'invalid_response'. A path no route mounts has no contract to check.
 */
function checked<T>(method: string, path: string, status: number, value: unknown): T {
  const pathname = path.split('?')[0];
  const route = ROUTES.find((r) => r.method === method && r.path.test(pathname));
  if (!route) return value as T;
  const parsed = route.schema.safeParse(value);
  if (!parsed.success) throw new ApiError(status, 'invalid_response', UNREADABLE_MESSAGE);
  return parsed.data as T;
}

/** True when the call was cancelled through its AbortSignal. */
export function isAbortError(error: unknown): boolean {
  // By name: the DOMException may come from another realm (jsdom, workers).
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** Reads Retry-After as seconds (delta-seconds or an HTTP date). */
function parseRetryAfter(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

function isEnvelope(value: unknown): value is Required<ErrorEnvelope> {
  if (typeof value !== 'object' || value === null) return false;
  const error = (value as ErrorEnvelope).error;
  return typeof error === 'object' && error !== null && typeof error.code === 'string' && typeof error.message === 'string';
}

function errorFromEnvelope(status: number, envelope: Required<ErrorEnvelope>, retryAfter: number | null): ApiError {
  const { code, message, fields } = envelope.error;
  return new ApiError(status, code, message, fields ?? {}, retryAfter);
}

/** Turns a non-2xx response into an ApiError, whatever its body holds. */
async function errorFromResponse(response: Response): Promise<ApiError> {
  const retryAfter = parseRetryAfter(response.headers.get('Retry-After'));
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): described below.
  }
  if (isEnvelope(body)) return errorFromEnvelope(response.status, body, retryAfter);
  const message =
    response.status >= 500
      ? `The server could not answer (HTTP ${response.status}). Please try again.`
      : `The request failed (HTTP ${response.status}).`;
  return new ApiError(response.status, 'http_error', message, {}, retryAfter);
}

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '';
  const streamBaseUrl = options.streamBaseUrl ?? baseUrl;
  const doFetch = (input: string, init: RequestInit) => (options.fetch ?? globalThis.fetch)(input, init);

  async function sendOnce(method: string, path: string, body: unknown, accept: string, token: string | null | undefined, signal?: AbortSignal): Promise<Response> {
    const headers: Record<string, string> = { Accept: accept };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const prefix = accept === 'text/event-stream' ? streamBaseUrl : baseUrl;
    try {
      return await doFetch(prefix + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (isAbortError(error) || signal?.aborted) throw signal?.aborted ? abortError(signal) : error;
      throw new ApiError(0, 'network', NETWORK_MESSAGE);
    }
  }

  async function send(method: string, path: string, body: unknown, accept: string, signal?: AbortSignal): Promise<Response> {
    const token = options.getIdToken ? await options.getIdToken() : null;
    let response = await sendOnce(method, path, body, accept, token, signal);
    if (response.status === 401 && token && options.getIdToken) {
      // The token may have expired between issue and use: retry once with a fresh one.
      const fresh = await options.getIdToken(true);
      if (fresh && fresh !== token) response = await sendOnce(method, path, body, accept, fresh, signal);
    }
    if (!response.ok) throw await errorFromResponse(response);
    return response;
  }

  /** One JSON request; resolves with the response body, checked against the route's contract. */
  async function request<T>(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
    const response = await send(method, path, body, 'application/json', signal);
    let value: unknown;
    try {
      value = await response.json();
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw new ApiError(response.status, 'invalid_response', UNREADABLE_MESSAGE);
    }
    return checked<T>(method, path, response.status, value);
  }

  /**
   * A streamed request (server-sent events). Text arrives through
   * handlers.onDelta; the promise resolves with the final result event, which
   * is authoritative (it may replace the streamed text with fallback content).
   */
  async function stream<T>(path: string, body: unknown, handlers: StreamHandlers = {}): Promise<T> {
    const response = await send('POST', path, body, 'text/event-stream', handlers.signal);
    if (!response.body) throw new ApiError(response.status, 'invalid_response', CUT_OFF_MESSAGE);
    // eventsource-parser splits the stream into events (CRLF, comments,
    // multi-line data, chunks that end mid-line); only their meaning is ours.
    const reader = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
    try {
      for (;;) {
        let chunk: ReadableStreamReadResult<EventSourceMessage>;
        try {
          chunk = await reader.read();
        } catch (error) {
          if (isAbortError(error) || handlers.signal?.aborted) throw abortError(handlers.signal);
          throw new ApiError(0, 'network', NETWORK_MESSAGE);
        }
        if (chunk.done) break;
        const outcome = handleEvent(chunk.value, response.status, handlers);
        if (outcome) return checked<T>('POST', path, response.status, outcome.result);
      }
    } finally {
      reader.releaseLock();
    }
    if (handlers.signal?.aborted) throw abortError(handlers.signal);
    throw new ApiError(response.status, 'stream_incomplete', CUT_OFF_MESSAGE);
  }

  return {
    request,
    stream,
    healthz: (signal?: AbortSignal) => request<HealthzResponse>('GET', '/api/healthz', undefined, signal),
    status: (signal?: AbortSignal) => request<StatusResponse>('GET', '/api/status', undefined, signal),
    generateContent: (req: ContentGenerateRequest, signal?: AbortSignal) =>
      request<ContentGenerateResponse>('POST', '/api/content/generate', req, signal),
    streamContent: (req: ContentGenerateRequest, handlers?: StreamHandlers) =>
      stream<ContentGenerateResponse>('/api/content/generate', req, handlers),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

function abortError(signal?: AbortSignal): unknown {
  return isAbortError(signal?.reason) ? signal?.reason : new DOMException('The request was aborted.', 'AbortError');
}

function handleEvent(event: EventSourceMessage, status: number, handlers: StreamHandlers): { result: unknown } | null {
  let payload: unknown;
  try {
    payload = JSON.parse(event.data);
  } catch {
    throw new ApiError(status, 'invalid_response', UNREADABLE_MESSAGE);
  }
  switch (event.event ?? 'message') {
    case EventDelta:
      handlers.onDelta?.((payload as StreamDelta).text ?? '');
      return null;
    case EventResult:
      return { result: payload };
    case EventError:
      // The stream's own status (200) went out before the failure; the event
      // carries the status and Retry-After a plain response would have had.
      if (isEnvelope(payload)) {
        const { status: failedStatus, retryAfterSeconds } = payload as Partial<StreamError>;
        throw errorFromEnvelope(
          typeof failedStatus === 'number' ? failedStatus : status,
          payload,
          typeof retryAfterSeconds === 'number' && retryAfterSeconds > 0 ? retryAfterSeconds : null,
        );
      }
      throw new ApiError(status, 'internal', 'Something went wrong on our side. Please try again.');
    default:
      return null;
  }
}
