// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_MESSAGE, UNREADABLE_MESSAGE, createApiClient, describeApiError, describeWait, isAbortError, isUnreadableAnswer, originOf } from './api';
import type { ContentGenerateRequest } from './api-types/api';

const request: ContentGenerateRequest = { prompt: 'a haunted lighthouse', type: 'introduction', length: 'short' };

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** A text/event-stream response delivering chunks exactly as given. */
function sseResponse(chunks: string[], { close = true } = {}): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c));
      if (close) controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

function clientWith(fetchImpl: (url: string, init: RequestInit) => Promise<Response>, token: string | null = null) {
  const fetchMock = vi.fn(fetchImpl);
  const client = createApiClient({ fetch: fetchMock as unknown as typeof fetch, getIdToken: async () => token });
  return { client, fetchMock };
}

describe('requests', () => {
  it('sends JSON with the ID token and returns the body', async () => {
    const { client, fetchMock } = clientWith(async () =>
      jsonResponse(200, { content: 'Text', type: 'introduction', source: 'ai' }),
    'id-token-1');
    await expect(client.generateContent(request)).resolves.toEqual({ content: 'Text', type: 'introduction', source: 'ai' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/content/generate');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer id-token-1', 'Content-Type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual(request);
  });

  it('retries a 401 once with a freshly refreshed token', async () => {
    const getIdToken = vi.fn(async (force?: boolean) => (force ? 'fresh-token' : 'stale-token'));
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) =>
      (init.headers as Record<string, string>).Authorization === 'Bearer fresh-token'
        ? jsonResponse(200, { status: 'ok', version: 'v', time: 't' })
        : jsonResponse(401, { error: { code: 'unauthenticated', message: 'Please sign in again.' } }),
    );
    const client = createApiClient({ fetch: fetchMock as unknown as typeof fetch, getIdToken });
    await expect(client.healthz()).resolves.toMatchObject({ status: 'ok' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(getIdToken).toHaveBeenLastCalledWith(true);
  });

  it('gives up after one refresh when the token is still refused', async () => {
    const getIdToken = vi.fn(async (force?: boolean) => (force ? 'fresh-token' : 'stale-token'));
    const fetchMock = vi.fn(async () => jsonResponse(401, { error: { code: 'unauthenticated', message: 'Please sign in again.' } }));
    const client = createApiClient({ fetch: fetchMock as unknown as typeof fetch, getIdToken });
    await expect(client.status()).rejects.toMatchObject({ status: 401, message: 'Please sign in again.' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends no Authorization header for a guest', async () => {
    const { client, fetchMock } = clientWith(async () => jsonResponse(200, { status: 'ok', version: 'v', time: 't' }));
    await client.healthz();
    expect(fetchMock.mock.calls[0][1].headers).not.toHaveProperty('Authorization');
  });
});

describe('error envelope', () => {
  it('gives the field messages of a 400', async () => {
    const { client } = clientWith(async () =>
      jsonResponse(400, {
        error: { code: 'invalid_argument', message: 'Some fields need attention.', fields: { prompt: 'Prompt is required.' } },
      }),
    );
    const error = await client.generateContent(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.fields).toEqual({ prompt: 'Prompt is required.' });
    expect(apiError.describe()).toBe('Some fields need attention. Prompt is required.');
  });

  it('says a field message shared by several fields once', () => {
    const required = 'Please complete all required fields.';
    const error = new ApiError(400, 'invalid_argument', 'Some fields need attention.', { race: required, background: required, count: 'Number of names must be 3, 5, 8 or 10.' });
    expect(error.describe()).toBe('Some fields need attention. Please complete all required fields. Number of names must be 3, 5, 8 or 10.');
  });

  it('keeps the 429 message as is, with the Retry-After seconds', async () => {
    const message = 'You have used all 6 AI requests allowed per minute. Please try again in 41 seconds.';
    const { client } = clientWith(async () =>
      jsonResponse(429, { error: { code: 'rate_limited', message } }, { 'Retry-After': '41' }),
    );
    const error = (await client.generateContent(request).catch((e: unknown) => e)) as ApiError;
    expect(error.isRateLimited).toBe(true);
    expect(error.message).toBe(message);
    expect(error.describe()).toBe(message);
    expect(error.retryAfter).toBe(41);
  });

  it('describes a 401 with the server message', async () => {
    const { client } = clientWith(async () =>
      jsonResponse(401, { error: { code: 'unauthenticated', message: 'Your sign-in is not valid or has expired. Please sign in again.' } }),
    );
    await expect(client.status()).rejects.toMatchObject({ status: 401, code: 'unauthenticated', message: expect.stringContaining('sign in again') });
  });

  it('turns a non-JSON 502 into a readable error', async () => {
    const { client } = clientWith(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client.status()).rejects.toMatchObject({ status: 502, code: 'http_error', message: expect.stringContaining('HTTP 502') });
  });

  it('turns a network failure into a readable error', async () => {
    const { client } = clientWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.status()).rejects.toMatchObject({ status: 0, code: 'network', message: 'Network error. Please check your connection.' });
  });
});

describe('streams', () => {
  const result = { content: 'The lamp burns blue.', type: 'introduction', source: 'ai' };

  it('parses events split across chunk boundaries', async () => {
    const whole =
      'event: delta\ndata: {"text":"The lamp "}\n\n' +
      ': a comment line\n\n' +
      'event: delta\r\ndata: {"text":"burns blue."}\r\n\r\n' +
      `event: result\ndata: ${JSON.stringify(result)}\n\n`;
    // Cut it into 7-byte pieces so lines, field names and JSON are split.
    const chunks = whole.match(/[\s\S]{1,7}/g) ?? [];
    const { client, fetchMock } = clientWith(async () => sseResponse(chunks), 'tok');
    const deltas: string[] = [];
    await expect(client.streamContent(request, { onDelta: (t) => deltas.push(t) })).resolves.toEqual(result);
    expect(deltas).toEqual(['The lamp ', 'burns blue.']);
    expect(fetchMock.mock.calls[0][1].headers).toMatchObject({ Accept: 'text/event-stream', Authorization: 'Bearer tok' });
  });

  it('does not mistake a CRLF split across chunks for an event boundary', async () => {
    const chunks = ['event: delta\r', '\ndata: {"text":"One"}\r', '\n\r\nevent: result\r\ndata: {"content":"One","type":"outline","source":"ai"}\r\n\r\n'];
    const { client } = clientWith(async () => sseResponse(chunks));
    const deltas: string[] = [];
    await expect(client.streamContent(request, { onDelta: (t) => deltas.push(t) })).resolves.toMatchObject({ content: 'One' });
    expect(deltas).toEqual(['One']);
  });

  it('splits a multi-byte character across chunks correctly', async () => {
    const bytes = new TextEncoder().encode('event: delta\ndata: {"text":"Drachenhöhle"}\n\nevent: result\ndata: {"content":"x","type":"outline","source":"ai"}\n\n');
    const cut = bytes.indexOf(0xc3) + 1; // inside "ö"
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(bytes.slice(0, cut));
        c.enqueue(bytes.slice(cut));
        c.close();
      },
    });
    const { client } = clientWith(async () => new Response(body, { status: 200 }));
    const deltas: string[] = [];
    await client.streamContent(request, { onDelta: (t) => deltas.push(t) });
    expect(deltas).toEqual(['Drachenhöhle']);
  });

  it('rejects with the envelope of an error event', async () => {
    const { client } = clientWith(async () =>
      sseResponse(['event: delta\ndata: {"text":"Par"}\n\n', 'event: error\ndata: {"error":{"code":"internal","message":"Something went wrong on our side. Please try again."}}\n\n']),
    );
    await expect(client.streamContent(request)).rejects.toMatchObject({ code: 'internal', message: 'Something went wrong on our side. Please try again.' });
  });

  it("gives an error event the status and wait it carries, not the stream's 200", async () => {
    const { client } = clientWith(async () =>
      sseResponse([
        'event: error\ndata: {"error":{"code":"model_busy","message":"The AI service is busy right now. Please try again in a minute."},"status":503,"retryAfterSeconds":60}\n\n',
      ]),
    );
    await expect(client.streamContent(request)).rejects.toMatchObject({ status: 503, code: 'model_busy', retryAfter: 60 });
  });

  it('rejects when the stream ends without a result', async () => {
    const { client } = clientWith(async () => sseResponse(['event: delta\ndata: {"text":"Par"}\n\n']));
    await expect(client.streamContent(request)).rejects.toMatchObject({ code: 'stream_incomplete' });
  });

  it('reports a 429 before the stream starts like any request', async () => {
    const { client } = clientWith(async () =>
      jsonResponse(429, { error: { code: 'rate_limited', message: 'Please try again in 9 seconds.' } }, { 'Retry-After': '9' }),
    );
    await expect(client.streamContent(request)).rejects.toMatchObject({ status: 429, retryAfter: 9, message: 'Please try again in 9 seconds.' });
  });

  it('stops when aborted midway', async () => {
    const controller = new AbortController();
    const { client } = clientWith(async (_url, init) => {
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          c.enqueue(encoder.encode('event: delta\ndata: {"text":"Once"}\n\n'));
          // Never closes; only the abort ends it, as fetch does.
          init.signal?.addEventListener('abort', () => c.error(init.signal?.reason));
        },
      });
      return new Response(body, { status: 200 });
    });
    const deltas: string[] = [];
    const pending = client.streamContent(request, {
      signal: controller.signal,
      onDelta: (t) => {
        deltas.push(t);
        controller.abort();
      },
    });
    const error = await pending.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(deltas).toEqual(['Once']);
  });

  it('passes an abort before the response through unchanged', async () => {
    const controller = new AbortController();
    controller.abort();
    const { client } = clientWith(async (_url, init) => {
      if (init.signal?.aborted) throw init.signal.reason;
      return jsonResponse(200, {});
    });
    const error = await client.streamContent(request, { signal: controller.signal }).catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
  });
});

describe('stream heartbeats and where streams go', () => {
  it('ignores the ": ping" comments the server sends while the model thinks', async () => {
    const { client } = clientWith(async () =>
      sseResponse([
        ': ping\n\n',
        'event: delta\ndata: {"text":"Slow "}\n\n',
        ': ping\n\n: ping\n\n',
        // A comment inside an event block is skipped too.
        'event: delta\n: ping\ndata: {"text":"answer"}\n\n',
        'event: result\ndata: {"content":"Slow answer","type":"paragraph","source":"ai"}\n\n',
      ]),
    );
    const deltas: string[] = [];
    await expect(client.streamContent(request, { onDelta: (t) => deltas.push(t) })).resolves.toMatchObject({ content: 'Slow answer' });
    expect(deltas).toEqual(['Slow ', 'answer']);
  });

  it('sends streams to streamBaseUrl and plain requests to the same origin', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('/api/status')
        ? jsonResponse(200, STATUS)
        : sseResponse(['event: result\ndata: {"content":"x","type":"paragraph","source":"ai"}\n\n']),
    );
    const client = createApiClient({ fetch: fetchMock as unknown as typeof fetch, streamBaseUrl: 'https://api-abc123-uc.a.run.app' });
    await client.status();
    await client.streamContent(request);
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/status', 'https://api-abc123-uc.a.run.app/api/content/generate']);
  });
});

const LIMITS = { perMinute: 6, perDay: 100, tokensPerDay: 0 };
const STATUS = { aiConfigured: false, model: '', mode: 'local', caller: { guest: true, limits: LIMITS, backgroundLimits: LIMITS } };

describe('answers checked against the contract', () => {
  it("passes an answer of its route's shape through", async () => {
    const { client } = clientWith(async () => jsonResponse(200, STATUS));
    await expect(client.status()).resolves.toEqual(STATUS);
  });

  it('refuses a malformed answer with one readable error, plain or streamed', async () => {
    const malformed = { ...STATUS, caller: { guest: 'no' } };
    const { client: plain } = clientWith(async () => jsonResponse(200, malformed));
    const error = await plain.status().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: 'invalid_response', message: UNREADABLE_MESSAGE });
    expect(isUnreadableAnswer(error)).toBe(true);
    expect(describeApiError(error, 'Failed')).toBe(UNREADABLE_MESSAGE);

    const { client: streamed } = clientWith(async () => sseResponse(['event: result\ndata: {"content":"x","type":"sonnet","source":"ai"}\n\n']));
    await expect(streamed.streamContent(request)).rejects.toMatchObject({ code: 'invalid_response', message: UNREADABLE_MESSAGE });
  });

  it('finds the route of a path with parameters or a query string', async () => {
    const { client: monster } = clientWith(async () => jsonResponse(200, { monster: { name: 'Goblin' }, source: 'srd' }));
    await expect(monster.request('GET', '/api/monsters/goblin')).rejects.toMatchObject({ code: 'invalid_response' });
    const { client: search } = clientWith(async () => jsonResponse(200, { monsters: null, source: 'srd' }));
    await expect(search.request('GET', '/api/monsters?name=gob')).rejects.toMatchObject({ code: 'invalid_response' });
    const { client: listed } = clientWith(async () => jsonResponse(200, { monsters: [], source: 'srd' }));
    await expect(listed.request('GET', '/api/monsters?name=gob')).resolves.toEqual({ monsters: [], source: 'srd' });
  });
});

describe('describeApiError', () => {
  it('adds the Retry-After wait to a 429 message that lacks it', () => {
    const error = new ApiError(429, 'rate_limited', 'You have used all 6 AI requests allowed per minute.', {}, 9);
    expect(describeApiError(error)).toBe('You have used all 6 AI requests allowed per minute. Please try again in 9 seconds.');
  });

  it('keeps a 429 message that already says when', () => {
    const message = 'You have used all 500 AI requests allowed per day. Please try again in 3 hours.';
    expect(describeApiError(new ApiError(429, 'rate_limited', message, {}, 10_000))).toBe(message);
  });

  it('words a 429 without an envelope from the Retry-After seconds', () => {
    expect(describeApiError(new ApiError(429, 'http_error', 'The request failed (HTTP 429).', {}, 1))).toBe(
      'Too many requests right now. Please try again in 1 second.',
    );
  });

  it('gives other errors their message and field problems, else the fallback', () => {
    expect(describeApiError(new ApiError(0, 'network', NETWORK_MESSAGE))).toBe(NETWORK_MESSAGE);
    expect(describeApiError(new ApiError(400, 'invalid_argument', 'Some fields need attention.', { race: 'Pick a race.' }))).toBe(
      'Some fields need attention. Pick a race.',
    );
    expect(describeApiError(new Error(''), 'Failed to generate names')).toBe('Failed to generate names');
    expect(describeApiError('nope', 'Failed to generate names')).toBe('Failed to generate names');
  });

  it('words waits as the server does', () => {
    expect([0, 1, 9, 59, 60, 61, 3599, 3600, 7201].map(describeWait)).toEqual([
      '1 second',
      '1 second',
      '9 seconds',
      '59 seconds',
      '1 minute',
      '2 minutes',
      '60 minutes',
      '1 hour',
      '3 hours',
    ]);
  });
});

describe('originOf', () => {
  it('reads llm.Origin from any AI answer', () => {
    expect(originOf({ content: 'x', source: 'ai' })).toEqual({ source: 'ai' });
    expect(originOf({ source: 'fallback', fallbackReason: 'not_configured' })).toEqual({ source: 'fallback', fallbackReason: 'not_configured' });
    expect(originOf({ source: 'fallback', fallbackReason: 'something new' })).toEqual({ source: 'fallback' });
    expect(originOf({ source: 'local' })).toBeNull();
    expect(originOf(null)).toBeNull();
  });
});
