import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Campaign, Change } from '../../lib/api-types/campaign';
import { AssistantPanelControlsProvider, EditorBridgeProvider, type AssistantPanelControls, type EditorBridge } from '../../lib/editor-bridge';
import { SessionContext } from '../../lib/session';
import { scriptApi, type Answer } from '../../test/api';
import { fakeSession } from '../../test/renderApp';
import { ServerStateForTests } from '../../test/ServerStateForTests';
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

const fakeApi = (answers: Record<string, Answer[]>) => scriptApi(answers);

const generated = (c: Campaign, source: 'ai' | 'fallback' = 'fallback') => () => {
  const s = sse();
  queueMicrotask(() => s.result({ campaign: c, source, ...(source === 'fallback' ? { fallbackReason: 'not_configured' } : {}) }));
  return s.response;
};

const refined = (c: Campaign, changes: string[], diff: Change[]) => () => {
  const s = sse();
  queueMicrotask(() => s.result({ success: true, updatedCampaign: c, changes, suggestions: ['Add an NPC'], diff, source: 'ai' }));
  return s.response;
};

function fakeBridge() {
  return {
    getPlainText: () => '',
    getHTML: () => '',
    insertContent: vi.fn((_content: string) => ({ inserted: true, start: 0, end: 10 })),
    replaceContent: vi.fn(),
    bulkChange: vi.fn((_label: string, change: () => unknown) => change()) as EditorBridge['bulkChange'],
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

let users = 0;

function renderTab() {
  const bridge = fakeBridge();
  const controls: AssistantPanelControls = { activeTab: 'campaign', selectTab: vi.fn(), setTabBadge: vi.fn() };
  const session = fakeSession('signedIn');
  // A user of its own per test: the personal dictionary's saves are kept per user.
  session.user = { ...session.user!, id: `campaign_user_${++users}`, personalDictionary: [] };
  render(
    <ServerStateForTests>
      <SessionContext.Provider value={session}>
        <EditorBridgeProvider value={bridge}>
          <AssistantPanelControlsProvider value={controls}>
            <CampaignTab />
          </AssistantPanelControlsProvider>
        </EditorBridgeProvider>
      </SessionContext.Provider>
    </ServerStateForTests>,
  );
  return { bridge, controls, session, user: userEvent.setup({ delay: null }) };
}

async function generateAndOpenChat(first: Campaign, refine: Answer[]) {
  const api = fakeApi({ '/api/campaign/generate': [generated(first)], '/api/campaign/refine': refine });
  const tab = renderTab();
  await tab.user.click(screen.getByRole('button', { name: 'Generate Campaign' }));
  await screen.findByTestId('campaign-summary');
  return { ...tab, ...api };
}

describe('CampaignTab', () => {
  it('uses a refined campaign as one bulk change, which History keeps the text before', async () => {
    const first = testCampaign();
    const renamed = testCampaign({ npcs: [{ ...first.npcs[0], name: 'Captain Vell' }], lastRefinedAt: '2026-11-24T10:05:00Z' });
    const { user, bridge } = await generateAndOpenChat(first, [
      refined(renamed, ['Renamed Maren Holt to Captain Vell everywhere.'], [{ kind: 'renamed', section: 'npcs', id: 'n1', name: 'Captain Vell', before: 'Maren Holt' }]),
    ]);
    await user.type(screen.getByRole('textbox', { name: 'Refinement request' }), 'Rename Maren Holt to Captain Vell{Enter}');
    await screen.findByTestId('what-changed');
    await user.click(screen.getByRole('button', { name: 'Use Refined Campaign' }));
    expect(bridge.bulkChange).toHaveBeenCalledTimes(1);
    expect(bridge.bulkChange).toHaveBeenCalledWith('Use Refined Campaign', expect.any(Function));
    expect(bridge.insertContent.mock.calls[0][0]).toContain('Captain Vell');
  });

  it('shows the streamed text while generating, and Stop returns to the form with the choices kept', async () => {
    const stream = sse();
    fakeApi({ '/api/campaign/generate': [stream.response] });
    const { user } = renderTab();
    await user.selectOptions(screen.getByLabelText('Tone'), 'dark');
    await user.click(screen.getByRole('button', { name: 'Generate Campaign' }));
    expect(screen.getByRole('heading', { name: 'Creating Your Campaign' })).toBeInTheDocument();
    expect(screen.getByText('AI is crafting a 2-hour adventure for your party...')).toBeInTheDocument();
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
    const { user, bridge, controls, session } = renderTab();
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
    expect(bridge.bulkChange).toHaveBeenCalledWith('Use This Campaign', expect.any(Function));
    expect(bridge.insertContent).toHaveBeenCalledTimes(1);
    expect(bridge.insertContent.mock.calls[0][0]).toContain('<h1>The Sunken Crown</h1>');
    expect(bridge.insertContent.mock.calls[0][0]).toContain('Maren Holt');
    expect(screen.getByRole('button', { name: 'Generate Campaign' })).toBeInTheDocument();
    // Its people and places join the personal dictionary, as inserted names do.
    expect(await screen.findByText('“The Sunken Crown” was inserted into your document. Maren Holt, Gullhaven added to your dictionary.')).toBeInTheDocument();
    expect(session.updateProfile).toHaveBeenCalledWith({ personalDictionary: ['Maren Holt', 'Gullhaven'] });
    expect(controls.selectTab).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Close Campaign Generator' }));
    expect(controls.selectTab).toHaveBeenCalledWith('errors');
  });

  it("streams a refinement into the chat as it is written, in words (the model's changes, the part being written), never raw JSON", async () => {
    const first = testCampaign();
    const renamed = testCampaign({ npcs: [{ ...first.npcs[0], name: 'Captain Vell' }] });
    const stream = sse();
    const { user, calls } = await generateAndOpenChat(first, [stream.response]);
    await user.type(screen.getByRole('textbox', { name: 'Refinement request' }), 'Rename Maren Holt to Captain Vell{Enter}');
    expect(await screen.findByTestId('chat-refining')).toHaveTextContent('Refining...');
    expect(calls[1].url).toBe('/api/campaign/refine');

    // The model's JSON, in pieces: the changes first, then the campaign.
    const reply = JSON.stringify({ success: true, changes: ['Renamed Maren Holt to Captain Vell.'], suggestions: ['Add a twist'], updatedCampaign: renamed });
    const cut = reply.indexOf('"Storm at the Docks"') + 10;
    stream.delta(reply.slice(0, 40));
    stream.delta(reply.slice(40, cut));
    const progress = await screen.findByTestId('chat-progress');
    await waitFor(() => expect(progress).toHaveTextContent('Renamed Maren Holt to Captain Vell.'));
    expect(progress).toHaveTextContent('Writing the updated campaign, the encounters…');
    stream.delta(reply.slice(cut, reply.indexOf('"Sahuagin Raid"') + 16));
    await waitFor(() => expect(progress).toHaveTextContent('Writing the updated campaign, the encounters: 2 so far, last “Sahuagin Raid”…'));
    expect(screen.getByTestId('chat-messages').textContent).not.toMatch(/[{}"]/);
    // Nothing changes until the result: the campaign is the model's parsed answer.
    expect(screen.getByText('Maren Holt')).toBeInTheDocument();

    stream.delta(reply.slice(reply.indexOf('"Sahuagin Raid"') + 16));
    stream.result({ success: true, updatedCampaign: renamed, changes: ['Renamed Maren Holt to Captain Vell.'], suggestions: [], source: 'ai',
      diff: [{ kind: 'renamed', section: 'npcs', id: 'n1', name: 'Captain Vell', before: 'Maren Holt' }] });
    expect(await screen.findByTestId('what-changed')).toHaveTextContent('NPC renamed from “Maren Holt” to “Captain Vell”');
    expect(screen.queryByTestId('chat-refining')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('chat-assistant').at(-1)).toHaveTextContent('Renamed Maren Holt to Captain Vell.');
  });

  it("shows the built-in refinement's lines as they stream", async () => {
    const stream = sse();
    const { user } = await generateAndOpenChat(testCampaign(), [stream.response]);
    await user.type(screen.getByRole('textbox', { name: 'Refinement request' }), 'Add a tavern{Enter}');
    stream.delta('- Added a location: The Merry Fox (tavern).\n');
    await waitFor(() => expect(screen.getByTestId('chat-progress')).toHaveTextContent('Added a location: The Merry Fox (tavern).'));
    expect(screen.getByTestId('chat-progress')).not.toHaveTextContent('- Added');
  });

  it('Stop ends a refinement: the chat says so, and the campaign is as it was', async () => {
    const stream = sse();
    const { user } = await generateAndOpenChat(testCampaign(), [stream.response]);
    await user.type(screen.getByRole('textbox', { name: 'Refinement request' }), 'Make encounter 2 harder{Enter}');
    stream.delta('{"success": true, "changes": ["Encounter 2 is harder."');
    await screen.findByTestId('chat-progress');
    await user.click(within(screen.getByTestId('chat-refining')).getByRole('button', { name: 'Stop' }));
    expect(screen.queryByTestId('chat-refining')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('chat-assistant').at(-1)).toHaveTextContent('Stopped. Nothing was changed');
    expect(screen.getAllByTestId('chat-assistant').at(-1)).not.toHaveTextContent(REFINE_FAILED);
    expect(screen.queryByTestId('what-changed')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Refinement request' })).toBeEnabled();
  });
});
