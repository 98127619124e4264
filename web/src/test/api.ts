// Scripted answers for the Go API in unit tests, through msw: each path
// gets a queue of answers, each request takes the next one and is recorded.
import { http, HttpResponse } from 'msw';
import { server } from './server';

/** An answer: a response, or a function making one (it may wait for the test, e.g. a deferred promise). */
export type Answer = Response | ((request: Request) => Response | Promise<Response>);

export interface ApiCall {
  method: string;
  /** Path and query, as the app asked ("/api/monsters?name=ogre"). */
  url: string;
  /** The JSON body, or null. */
  body: Record<string, unknown> | null;
  headers: Headers;
  signal: AbortSignal;
}

/** A JSON response as the API sends it. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return HttpResponse.json(body as never, { status, headers });
}

/**
 * Answers /api requests from a queue per path-and-query (the key may start
 * with a method: "GET /api/monsters/goblin"); records every request. A
 * request with no answer left gets a 500 and fails the test's expectations.
 */
export function scriptApi(answers: Record<string, Answer[]>) {
  const calls: ApiCall[] = [];
  server.use(
    http.all('*/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const path = url.pathname + url.search;
      const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
      calls.push({ method: request.method, url: path, body: text ? (JSON.parse(text) as Record<string, unknown>) : null, headers: request.headers, signal: request.signal });
      const queue = answers[`${request.method} ${path}`] ?? answers[path];
      const next = queue?.shift();
      if (!next) return HttpResponse.json({ error: { code: 'test', message: `Unexpected request in test: ${request.method} ${path}` } }, { status: 500 });
      return typeof next === 'function' ? next(request) : next;
    }),
  );
  return { calls };
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * A server-sent event stream the test writes to; like a real connection it
 * errors when the request is aborted.
 */
export function sseStream(signal: AbortSignal) {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      signal.addEventListener('abort', () => c.error(signal.reason));
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
  };
}

/** A text/event-stream response delivering the chunks as given, then closing. */
export function sseResponse(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}
