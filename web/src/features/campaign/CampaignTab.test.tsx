import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Campaign, Change } from '../../lib/api-types/campaign';
import { AssistantPanelControlsProvider, EditorBridgeProvider, type AssistantPanelControls, type EditorBridge } from '../../lib/editor-bridge';
import { SessionContext } from '../../lib/session';
import { fakeSession } from '../../test/renderApp';
import { GENERATE_FAILED, REFINE_FAILED } from './api';
import CampaignTab from './CampaignTab';
import { testCampaign } from './testCampaign';

const encoder = new TextEncoder();

function sse() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    delta: (text: string) => controller.enqueue(encoder.encode(`event: delta\ndata: ${JSON.stringify({ text })}\n\n`)),
    result: (value: unknown) => {
      controller.enqueue(encoder.encode(`event: result\ndata: ${JSON.stringify(value)}\n\n`));
      controller.close();
    },
  };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function fakeApi(answers: Record<string, Array<Response | (() => Response)>>) {
  const calls: Array<{ url: string; body: Record<string, unknown> }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(init.body as string) as Record<string, unknown> });
      const next = answers[url]?.shift();
      if (!next) throw new Error(`Unexpected request: ${url}`);
      return typeof next === 'function' ? next() : next;
    }),
  );
  return { calls };
}

const generated = (c: Campaign, source: 'ai' | 'fallback' = 'fallback') => () => {
  const s = sse();
  queueMicrotask(() => s.result({ campaign: c, source, ...(source === 'fallback' ? { fallbackReason: 'not_configured' } : {}) }));
  return s.response;
};

const refined = (c: Campaign, changes: string[], diff: Change[]) =>
  json(200, { success: true, updatedCampaign: c, changes, suggestions: ['Add an NPC'], diff, source: 'ai' });

function fakeBridge() {
  return {
    getPlainText: () => '',
    getHTML: () => '',
    insertContent: vi.fn((_content: string) => ({ inserted: true, start: 0, end: 10 })),
    replaceContent: vi.fn(),
    applyReplacement: vi.fn(() => true),
    applyChanges: vi.fn(() => ({ applied: 0, failed: 0 })),
    getSelection: () => null,
    selectRange: () => true,
    setHighlights: vi.fn(),
    onHighlightClick: () => () => {},
    onTextChange: () => () => {},
    focus: vi.fn(),
    document: { id: 'doc-1', title: 'The Sunken Crown', type: 'campaign' },
  } satisfies EditorBridge;
}

function renderTab() {
  const bridge = fakeBridge();
  const controls: AssistantPanelControls = { activeTab: 'campaign', selectTab: vi.fn(), setTabBadge: vi.fn() };
  render(
    <SessionContext.Provider value={fakeSession('signedIn')}>
      <EditorBridgeProvider value={bridge}>
        <AssistantPanelControlsProvider value={controls}>
          <CampaignTab />
        </AssistantPanelControlsProvider>
      </EditorBridgeProvider>
    </SessionContext.Provider>,
  );
  return { bridge, controls, user: userEvent.setup({ delay: null }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('CampaignTab', () => {
  it('shows the streamed text while generating, and Stop returns to the form with the choices kept', async () => {
    const stream = sse();
    fakeApi({ '/api/campaign/generate': [stream.response] });
    const { user } = renderTab();
    await user.selectOptions(screen.getByLabelText('Tone'), 'dark');
    await user.click(screen.getByRole('button', { name: 'Generate Campaign' }));
    expect(screen.getByRole('heading', { name: 'Creating Your Campaign' })).toBeInTheDocument();
    expect(screen.getByText('AI is crafting a 2 hours adventure for your party...')).toBeInTheDocument();
    expect(screen.getByText('Designing encounters and plot hooks')).toBeInTheDocument();
    // The spec's busy label: the Generate button says it is working, and cannot be pressed again.
    expect(screen.getByRole('button', { name: 'Generating Campaign...' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Generate Campaign' })).not.toBeInTheDocument();
    stream.delta('CAMPAIGN TITLE: The Sunken');
    expect(await screen.findByTestId('campaign-stream')).toHaveTextContent('CAMPAIGN TITLE: The Sunken');
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(screen.getByRole('button', { name: 'Generate Campaign' })).toBeEnabled();
    expect(screen.getByLabelText('Tone')).toHaveValue('dark');
    expect(screen.getByText(/Generation stopped/)).toBeInTheDocument();
  });

  it('says the spec message and returns to the form when generation fails; field messages land on their fields', async () => {
    fakeApi({
      '/api/campaign/generate': [
        json(500, { error: { code: 'internal', message: '' } }),
        json(400, { error: { code: 'invalid_request', message: 'Check the form.', fields: { 'parameters.duration': 'Duration must be between 1 and 4 hours.' } } }),
      ],
    });
    const { user } = renderTab();
    await user.click(screen.getByRole('button', { name: 'Generate Campaign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GENERATE_FAILED);
    await user.click(screen.getByRole('button', { name: 'Generate Campaign' }));
    expect(await screen.findByText('Duration must be between 1 and 4 hours.')).toBeInTheDocument();
  });

  it('checks the custom setting before asking the server', async () => {
    const { calls } = fakeApi({});
    const { user } = renderTab();
    await user.selectOptions(screen.getByLabelText('Setting', { exact: true }), 'custom');
    await user.click(screen.getByRole('button', { name: 'Generate Campaign' }));
    expect(screen.getByText('Describe your custom setting.')).toBeInTheDocument();
    expect(screen.getByLabelText('Describe your setting')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('reviews, refines with a diff, says a failed refinement in the chat, undoes, and uses the campaign', async () => {
    const first = testCampaign();
    const renamed = testCampaign({ npcs: [{ ...first.npcs[0], name: 'Captain Vell' }], lastRefinedAt: '2026-11-24T10:05:00Z' });
    const { calls } = fakeApi({
      '/api/campaign/generate': [generated(first)],
      '/api/campaign/refine': [
        refined(renamed, ['Renamed Maren Holt to Captain Vell everywhere.'], [{ kind: 'renamed', section: 'npcs', id: 'n1', name: 'Captain Vell', before: 'Maren Holt' }]),
        json(502, { error: { code: 'model_unavailable', message: '' } }),
      ],
    });
    const { user, bridge, controls } = renderTab();
    await user.click(screen.getByRole('button', { name: 'Generate Campaign' }));

    const summary = await screen.findByTestId('campaign-summary');
    expect(within(summary).getByText('Generated')).toBeInTheDocument();
    expect(summary).toHaveTextContent('2 hours · 4 players · Level 3');
    expect(summary).toHaveTextContent('3 encounters · 1 NPCs');
    expect(screen.getByTestId('built-in-content')).toHaveAttribute('data-reason', 'not_configured');
    expect(screen.getByTestId('campaign-welcome')).toHaveTextContent('“The Sunken Crown” is ready');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Refinement request' }), 'Rename Maren Holt to Captain Vell{Enter}');
    expect(await screen.findByRole('heading', { name: 'Refine Your Campaign' })).toBeInTheDocument();
    const whatChanged = await screen.findByTestId('what-changed');
    expect(whatChanged).toHaveTextContent('NPC renamed from “Maren Holt” to “Captain Vell”');
    expect(calls[1].body).toMatchObject({ campaignId: 'camp-1', requestType: 'general', description: 'Rename Maren Holt to Captain Vell' });
    expect(screen.getByText('Captain Vell').closest('li')).toHaveAttribute('data-changed', 'true');
    expect(screen.getAllByTestId('chat-assistant').at(-1)).toHaveTextContent('Renamed Maren Holt to Captain Vell everywhere.');
    expect(screen.getAllByTestId('chat-assistant').at(-1)).toHaveTextContent('Add an NPC');

    await user.type(screen.getByRole('textbox', { name: 'Refinement request' }), 'Add a lighthouse{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('chat-assistant').at(-1)).toHaveTextContent(REFINE_FAILED));
    expect(screen.getByText('Captain Vell')).toBeInTheDocument();

    await user.click(within(whatChanged).getByRole('button', { name: 'Undo' }));
    expect(screen.getByText('Maren Holt')).toBeInTheDocument();
    expect(screen.queryByTestId('what-changed')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to Review' }));
    await user.click(screen.getByRole('button', { name: 'Use This Campaign' }));
    expect(bridge.insertContent).toHaveBeenCalledTimes(1);
    expect(bridge.insertContent.mock.calls[0][0]).toContain('<h1>The Sunken Crown</h1>');
    expect(bridge.insertContent.mock.calls[0][0]).toContain('Maren Holt');
    expect(screen.getByRole('button', { name: 'Generate Campaign' })).toBeInTheDocument();
    expect(screen.getByText('“The Sunken Crown” was inserted into your document.')).toBeInTheDocument();
    expect(controls.selectTab).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Close Campaign Generator' }));
    expect(controls.selectTab).toHaveBeenCalledWith('errors');
  });
});
