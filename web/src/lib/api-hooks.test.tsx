import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { vi } from 'vitest';
import { BuiltInContentNotice } from '../components/tools/BuiltInContentNotice';
import { fakeSession } from '../test/renderApp';
import { NETWORK_MESSAGE } from './api';
import { useApiClient, useApiRequest, useApiStream } from './api-hooks';
import type { GenerateRequest, GenerateResponse } from './api-types/content';
import { SessionContext, type Session } from './session';

// Two small tools built the way the AI tabs use the hooks: a JSON request and
// a streamed generation with a Stop button.

function QuickTool() {
  const [topic, setTopic] = useState('a haunted lighthouse');
  const call = useApiRequest(
    (client, req: GenerateRequest, signal) => client.generateContent(req, signal),
    { fallbackMessage: 'Failed to generate content' },
  );
  return (
    <div>
      <label>
        Topic
        <input value={topic} onChange={(e) => setTopic(e.target.value)} />
      </label>
      <button disabled={call.isRunning} onClick={() => void call.run({ prompt: topic, type: 'paragraph' })}>
        {call.isRunning ? 'Generating...' : 'Generate'}
      </button>
      <button onClick={() => void call.run({ prompt: topic, type: 'paragraph' })}>Generate again now</button>
      {call.errorMessage && <p role="alert">{call.errorMessage}</p>}
      {call.data && <p data-testid="result">{call.data.content}</p>}
      <BuiltInContentNotice origin={call.origin} />
    </div>
  );
}

function StreamTool() {
  const draft = useApiStream((client, req: GenerateRequest, handlers) => client.streamContent(req, handlers), {
    resultText: (result: GenerateResponse) => result.content,
  });
  return (
    <div>
      {draft.isRunning ? (
        <button onClick={draft.cancel}>Stop</button>
      ) : (
        <button onClick={() => void draft.run({ prompt: 'the sunken keep', type: 'introduction' })}>Write introduction</button>
      )}
      <p data-testid="draft">{draft.streamedText}</p>
      <p data-testid="status">{draft.status}</p>
      {draft.errorMessage && <p role="alert">{draft.errorMessage}</p>}
      <BuiltInContentNotice origin={draft.origin} />
    </div>
  );
}

function renderWithSession(ui: React.ReactElement, session: Session = fakeSession('signedIn')) {
  const user = userEvent.setup({ delay: null });
  return { user, ...render(<SessionContext.Provider value={session}>{ui}</SessionContext.Provider>) };
}

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** A fetch whose answers the test hands out one by one; records every call's signal. */
function controlledFetch() {
  const pending: Array<{ url: string; init: RequestInit; answer: Deferred<Response> }> = [];
  const fetchMock = vi.fn((url: string, init: RequestInit) => {
    const answer = deferred<Response>();
    pending.push({ url, init, answer });
    return new Promise<Response>((resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      void answer.promise.then(resolve);
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, pending };
}

/** A server-sent event stream the test writes to; it errors when the request is aborted, as fetch does. */
function sseStream(signal: AbortSignal | null | undefined) {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      signal?.addEventListener('abort', () => c.error(signal.reason));
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
  };
}

const aiAnswer = (content: string): GenerateResponse => ({ content, type: 'paragraph', source: 'ai' });

describe('useApiClient', () => {
  it('gives every component of a session the same client', () => {
    const seen: unknown[] = [];
    function Probe() {
      seen.push(useApiClient());
      return null;
    }
    const session = fakeSession('signedIn');
    render(
      <SessionContext.Provider value={session}>
        <Probe />
        <Probe />
      </SessionContext.Provider>,
    );
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
  });
});

describe('useApiRequest', () => {
  it('is busy while the call runs, then shows the answer (sent with the session token)', async () => {
    const { pending } = controlledFetch();
    const { user } = renderWithSession(<QuickTool />);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(pending[0].url).toBe('/api/content/generate');
    expect(pending[0].init.headers).toMatchObject({ Authorization: 'Bearer test-id-token' });
    await act(async () => pending[0].answer.resolve(jsonResponse(200, aiAnswer('The lamp burns blue.'))));
    expect(await screen.findByTestId('result')).toHaveTextContent('The lamp burns blue.');
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
    // Model content carries no built-in label.
    expect(screen.queryByRole('note', { name: 'Built-in content' })).toBeNull();
  });

  it('aborts the call in flight when a new one starts, and never shows the stale answer', async () => {
    const { pending } = controlledFetch();
    const { user } = renderWithSession(<QuickTool />);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(pending).toHaveLength(1));
    await user.clear(screen.getByLabelText('Topic'));
    await user.type(screen.getByLabelText('Topic'), 'a goblin market');
    await user.click(screen.getByRole('button', { name: 'Generate again now' }));
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(pending[0].init.signal?.aborted).toBe(true);
    expect(pending[1].init.signal?.aborted).toBe(false);
    expect(JSON.parse(pending[1].init.body as string)).toMatchObject({ prompt: 'a goblin market' });

    await act(async () => pending[1].answer.resolve(jsonResponse(200, aiAnswer('Stalls of stolen teeth.'))));
    expect(await screen.findByTestId('result')).toHaveTextContent('Stalls of stolen teeth.');
    // The first answer arriving late changes nothing.
    await act(async () => pending[0].answer.resolve(jsonResponse(200, aiAnswer('A lamp.'))));
    expect(screen.getByTestId('result')).toHaveTextContent('Stalls of stolen teeth.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('aborts the call in flight when the tool unmounts', async () => {
    const { pending } = controlledFetch();
    const { user, unmount } = renderWithSession(<QuickTool />);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(pending).toHaveLength(1));
    unmount();
    expect(pending[0].init.signal?.aborted).toBe(true);
  });

  it('says how many seconds to wait after a 429', async () => {
    const { pending } = controlledFetch();
    const { user } = renderWithSession(<QuickTool />);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(pending).toHaveLength(1));
    await act(async () =>
      pending[0].answer.resolve(
        jsonResponse(429, { error: { code: 'rate_limited', message: 'You have used all 6 AI requests allowed per minute.' } }, { 'Retry-After': '9' }),
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have used all 6 AI requests allowed per minute. Please try again in 9 seconds.',
    );
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
  });

  it('keeps the server 429 message when it already says when', async () => {
    const message = 'You have used all 6 AI requests allowed per minute. Please try again in 41 seconds. Signing in gives you a higher limit.';
    const { pending } = controlledFetch();
    const { user } = renderWithSession(<QuickTool />, fakeSession('guest'));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(pending[0].init.headers).not.toHaveProperty('Authorization');
    await act(async () => pending[0].answer.resolve(jsonResponse(429, { error: { code: 'rate_limited', message } }, { 'Retry-After': '41' })));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('gives the network message when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { user } = renderWithSession(<QuickTool />);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_MESSAGE);
  });

  it('labels built-in content with the reason: no model configured', async () => {
    const { pending } = controlledFetch();
    const { user } = renderWithSession(<QuickTool />);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(pending).toHaveLength(1));
    await act(async () =>
      pending[0].answer.resolve(
        jsonResponse(200, { content: 'A demo paragraph.', type: 'paragraph', source: 'fallback', fallbackReason: 'not_configured' }),
      ),
    );
    const note = await screen.findByRole('note', { name: 'Built-in content' });
    expect(note).toHaveTextContent('No AI model is configured on this server');
  });
});

describe('useApiStream', () => {
  it('shows text as it arrives, ignores heartbeats, and takes the final result as authoritative', async () => {
    const { pending } = controlledFetch();
    const { user } = renderWithSession(<StreamTool />);
    await user.click(screen.getByRole('button', { name: 'Write introduction' }));
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(pending[0].init.headers).toMatchObject({ Accept: 'text/event-stream' });
    const stream = sseStream(pending[0].init.signal);
    await act(async () => pending[0].answer.resolve(stream.response));

    await act(async () => stream.write('event: delta\ndata: {"text":"The tide "}\n\n'));
    await waitFor(() => expect(screen.getByTestId('draft')).toHaveTextContent('The tide'));
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
    // A heartbeat while the model thinks shows nothing.
    await act(async () => stream.write(': ping\n\n'));
    await act(async () => stream.write('event: delta\ndata: {"text":"falls"}\n\n'));
    await waitFor(() => expect(screen.getByTestId('draft')).toHaveTextContent('The tide falls'));

    // The model failed midway: the result carries built-in content that replaces the streamed text.
    const result = { content: 'Beneath the waves lies the keep.', type: 'introduction', source: 'fallback', fallbackReason: 'model_failed' };
    await act(async () => {
      stream.write(`event: result\ndata: ${JSON.stringify(result)}\n\n`);
      stream.close();
    });
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('done'));
    expect(screen.getByTestId('draft')).toHaveTextContent('Beneath the waves lies the keep.');
    expect(screen.getByTestId('draft')).not.toHaveTextContent('The tide');
    expect(screen.getByRole('note', { name: 'Built-in content' })).toHaveTextContent('The AI model could not answer');
  });

  it('stops on Stop: the request is aborted and the text so far stays, with no error', async () => {
    const { pending } = controlledFetch();
    const { user } = renderWithSession(<StreamTool />);
    await user.click(screen.getByRole('button', { name: 'Write introduction' }));
    await waitFor(() => expect(pending).toHaveLength(1));
    const stream = sseStream(pending[0].init.signal);
    await act(async () => pending[0].answer.resolve(stream.response));
    await act(async () => stream.write('event: delta\ndata: {"text":"Once upon"}\n\n'));
    await waitFor(() => expect(screen.getByTestId('draft')).toHaveTextContent('Once upon'));

    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(pending[0].init.signal?.aborted).toBe(true);
    expect(await screen.findByRole('button', { name: 'Write introduction' })).toBeInTheDocument();
    expect(screen.getByTestId('status')).toHaveTextContent('idle');
    expect(screen.getByTestId('draft')).toHaveTextContent('Once upon');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error event message and drops the partial text origin', async () => {
    const { pending } = controlledFetch();
    const { user } = renderWithSession(<StreamTool />);
    await user.click(screen.getByRole('button', { name: 'Write introduction' }));
    await waitFor(() => expect(pending).toHaveLength(1));
    const stream = sseStream(pending[0].init.signal);
    await act(async () => pending[0].answer.resolve(stream.response));
    await act(async () => {
      stream.write('event: error\ndata: {"error":{"code":"internal","message":"Something went wrong on our side. Please try again."}}\n\n');
      stream.close();
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(screen.getByTestId('status')).toHaveTextContent('error');
    expect(screen.queryByRole('note', { name: 'Built-in content' })).toBeNull();
  });
});
