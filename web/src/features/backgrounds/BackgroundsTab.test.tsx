import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Background } from '../../lib/api-types/backgrounds';
import { AssistantPanelControlsProvider, EditorBridgeProvider, type AssistantPanelControls, type EditorBridge } from '../../lib/editor-bridge';
import { SessionContext } from '../../lib/session';
import { jsonResponse, scriptApi, type Answer } from '../../test/api';
import { fakeSession } from '../../test/renderApp';
import { ServerStateForTests } from '../../test/ServerStateForTests';
import BackgroundsTab from './BackgroundsTab';
import { plainBackground, testBackground } from './testBackground';

const encoder = new TextEncoder();

/** A server-sent event stream the test writes to. */
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

/** Answers /api calls from a queue per path; records each request body. */
function fakeApi(answers: Record<string, Answer[]>) {
  return scriptApi(answers);
}

const streamed = (b: Background) => () => {
  const s = sse();
  queueMicrotask(() => s.result(b));
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
    document: { id: 'doc-1', title: 'Heroes of the Downs', type: 'backgrounds' },
  } satisfies EditorBridge;
}

let users = 0;

function renderTab(options: { bridge?: ReturnType<typeof fakeBridge> | null } = {}) {
  const bridge = options.bridge === undefined ? fakeBridge() : options.bridge;
  const controls: AssistantPanelControls = { activeTab: 'backgrounds', selectTab: vi.fn(), setTabBadge: vi.fn() };
  const session = fakeSession('signedIn');
  // A user of its own per test: the personal dictionary's saves are kept per user.
  session.user = { ...session.user!, id: `backgrounds_user_${++users}`, personalDictionary: [] };
  const tab = (
    <AssistantPanelControlsProvider value={controls}>
      <BackgroundsTab />
    </AssistantPanelControlsProvider>
  );
  render(
    <ServerStateForTests>
      <SessionContext.Provider value={session}>{bridge ? <EditorBridgeProvider value={bridge}>{tab}</EditorBridgeProvider> : tab}</SessionContext.Provider>
    </ServerStateForTests>,
  );
  return { bridge, controls, session, user: userEvent.setup({ delay: null }) };
}

const currentStep = () => screen.getByRole('navigation', { name: 'Steps' }).querySelector('[aria-current="step"]')?.getAttribute('data-step');
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const optionsOf = (label: string | RegExp) => within(screen.getByLabelText(label)).getAllByRole('option').map((o) => o.textContent);

async function toReview(user: ReturnType<typeof userEvent.setup>) {
  await user.click(button('Next: Options'));
  await user.click(button('Next: Review'));
}

async function toResults(user: ReturnType<typeof userEvent.setup>, background: Background = testBackground()) {
  const api = fakeApi({ '/api/backgrounds/generate': [streamed(background)] });
  await toReview(user);
  await user.click(button('Generate Background'));
  await screen.findByRole('heading', { name: 'Results', level: 4 });
  return api;
}

describe('BackgroundsTab', () => {
  it("opens on Setup with the spec's fields, lists and defaults", () => {
    renderTab();
    expect(screen.getByRole('heading', { name: 'Character Background Generator' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Steps' })).toHaveTextContent(/Setup.*Options.*Generate.*Results/);
    expect(currentStep()).toBe('Setup');
    expect(screen.getByLabelText('Race')).toHaveValue('Human');
    expect(optionsOf('Race')).toHaveLength(27); // 26 and "Choose a race"
    expect(screen.getByLabelText('Class')).toHaveValue('Fighter');
    expect(optionsOf('Class')).toHaveLength(16);
    expect(screen.getByLabelText('Background')).toHaveValue('Folk Hero');
    expect(optionsOf('Background')).toHaveLength(28);
    expect(screen.getByLabelText('Character Level')).toHaveValue('1');
    expect(optionsOf('Character Level')).toHaveLength(21);
    expect(screen.getByLabelText(/Alignment/)).toHaveValue('');
    expect(optionsOf(/Alignment/)[0]).toBe('Any Alignment');
    expect(optionsOf(/Alignment/)).toHaveLength(10);
    expect(button('Next: Options')).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('enables "Next: Options" only once race, class, background and level are set', async () => {
    const { user } = renderTab();
    for (const [label, value] of [['Race', 'Tiefling'], ['Class', 'Warlock'], ['Background', 'Sage'], ['Character Level', '7']] as const) {
      await user.selectOptions(screen.getByLabelText(label), '');
      expect(button('Next: Options')).toBeDisabled();
      expect(screen.getByText('Please complete all required fields.')).toBeInTheDocument();
      await user.selectOptions(screen.getByLabelText(label), value);
      expect(button('Next: Options')).toBeEnabled();
    }
    expect(screen.queryByText('Please complete all required fields.')).toBeNull();
  });

  it('Options: theme, tone and setting, the custom setting text only for a custom setting, the four boxes on, requirements; Back keeps the answers', async () => {
    const { user } = renderTab();
    await user.selectOptions(screen.getByLabelText('Race'), 'Tiefling');
    await user.click(button('Next: Options'));
    expect(currentStep()).toBe('Options');
    expect(screen.getByLabelText('Theme')).toHaveValue('heroic');
    expect(optionsOf('Theme')).toHaveLength(8);
    expect(screen.getByLabelText('Tone')).toHaveValue('serious');
    expect(optionsOf('Tone')).toHaveLength(7);
    expect(screen.getByLabelText('Setting')).toHaveValue('rural');
    expect(optionsOf('Setting')).toHaveLength(11);
    for (const box of ['Include character secrets', 'Include plot hooks for DM', 'Include NPC relationships', 'Include mechanical elements']) {
      expect(screen.getByRole('checkbox', { name: box })).toBeChecked();
    }
    expect(screen.getByLabelText(/Additional Requirements/)).toHaveValue('');
    expect(screen.queryByLabelText(/Custom Setting/)).toBeNull();
    await user.selectOptions(screen.getByLabelText('Setting'), 'custom');
    await user.type(screen.getByLabelText(/Custom Setting/), 'A drowned city');
    await user.selectOptions(screen.getByLabelText('Setting'), 'urban');
    expect(screen.queryByLabelText(/Custom Setting/)).toBeNull();

    await user.selectOptions(screen.getByLabelText('Tone'), '');
    expect(button('Next: Review')).toBeDisabled();
    expect(screen.getByText('Please complete all required fields.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Tone'), 'gritty');
    expect(button('Next: Review')).toBeEnabled();

    await user.click(button('Back'));
    expect(currentStep()).toBe('Setup');
    expect(screen.getByLabelText('Race')).toHaveValue('Tiefling');
    await user.click(button('Next: Options'));
    expect(screen.getByLabelText('Tone')).toHaveValue('gritty');
  });

  it('Generate: the character summary and what will be generated (the optional parts as chosen)', async () => {
    const { user } = renderTab();
    await user.selectOptions(screen.getByLabelText(/Alignment/), 'Lawful Good');
    await user.click(button('Next: Options'));
    await user.selectOptions(screen.getByLabelText('Setting'), 'custom');
    await user.type(screen.getByLabelText(/Custom Setting/), 'A drowned city');
    await user.click(screen.getByRole('checkbox', { name: 'Include plot hooks for DM' }));
    await user.type(screen.getByLabelText(/Additional Requirements/), 'A twin sister.');
    await user.click(button('Next: Review'));

    expect(currentStep()).toBe('Generate');
    const summary = screen.getByRole('region', { name: 'Character summary' });
    expect(summary).toHaveTextContent('Level 1 Human Fighter');
    expect(summary).toHaveTextContent('Folk Hero');
    expect(summary).toHaveTextContent('Lawful Good');
    expect(summary).toHaveTextContent('Heroic, Serious');
    expect(summary).toHaveTextContent('Custom: A drowned city');
    expect(summary).toHaveTextContent('A twin sister.');
    const list = within(screen.getByRole('region', { name: 'What will be generated' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(list).toContain('Personal history: early life, formative events, recent past and how they became a Fighter');
    expect(list).toContain('1-2 character secrets');
    expect(list).not.toContain('1-2 plot hooks for the DM');
    expect(list).toContain('1-3 NPC relationships');
    expect(list).toContain('1-3 mechanical elements');
    expect(button('Generate Background')).toBeEnabled();
  });

  it('streams the background as it is written, then shows the results with the built-in label', async () => {
    const stream = sse();
    const { calls } = fakeApi({ '/api/backgrounds/generate': [stream.response] });
    const { user } = renderTab();
    await user.selectOptions(screen.getByLabelText('Race'), 'Tiefling');
    await user.selectOptions(screen.getByLabelText('Class'), 'Warlock');
    await toReview(user);
    await user.click(button('Generate Background'));

    expect(button('Generating...')).toBeDisabled();
    expect(button('Back')).toBeDisabled();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].headers.get('Accept')).toBe('text/event-stream');
    expect(calls[0].body).toEqual({
      race: 'Tiefling',
      characterClass: 'Warlock',
      background: 'Folk Hero',
      characterLevel: 1,
      generationStyle: 'detailed',
      theme: 'heroic',
      tone: 'serious',
      setting: 'rural',
      includeSecrets: true,
      includePlotHooks: true,
      includeRelationships: true,
      includeMechanicalElements: true,
    });
    await act(async () => stream.delta('{"characterConcept":"A horned farm'));
    expect(await screen.findByTestId('background-stream')).toHaveTextContent('A horned farm');
    await act(async () => stream.delta('hand.","backgroundSummary":"Raised at the'));
    await waitFor(() => expect(screen.getByTestId('background-stream')).toHaveTextContent('Raised at the'));
    expect(screen.getByTestId('background-progress')).toHaveTextContent('2 sections written, now: Background summary');

    await act(async () => stream.result(testBackground()));
    expect(await screen.findByRole('heading', { name: 'Results', level: 4 })).toBeInTheDocument();
    expect(currentStep()).toBe('Results');
    expect(screen.getByRole('note', { name: 'Built-in content' })).toHaveTextContent('No AI model is configured');
    expect(screen.getByTestId('background-character')).toHaveTextContent('Level 3 Tiefling Warlock');
  });

  it('shows the result tabs, the optional ones only when present, each section with Insert; model content has no built-in label', async () => {
    const { user } = renderTab();
    await toResults(user, { ...plainBackground(), source: 'ai', fallbackReason: undefined });
    const tabs = within(screen.getByRole('tablist', { name: 'Background sections' })).getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Overview', 'History', 'Personality', 'Goals & Motivations']);
    expect(screen.queryByRole('note', { name: 'Built-in content' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Character Concept' })).toHaveTextContent('A horned farmhand');
    for (const name of ['Insert Character Concept', 'Insert Background Summary', 'Insert Possessions']) expect(button(name)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(screen.getByRole('region', { name: 'How They Became a Warlock' })).toHaveTextContent('A patron answered a desperate prayer.');
    await user.click(screen.getByRole('tab', { name: 'Goals & Motivations' }));
    expect(screen.getByRole('region', { name: 'Goals' })).toHaveTextContent('Life goal: To die on their own terms');
  });

  it('has all eight tabs for a background with every optional part', async () => {
    const { user } = renderTab();
    await toResults(user);
    const tabs = within(screen.getByRole('tablist', { name: 'Background sections' })).getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Overview', 'History', 'Personality', 'Goals & Motivations', 'Secrets', 'Plot Hooks', 'Relationships', 'Mechanics']);
    await user.click(screen.getByRole('tab', { name: 'Plot Hooks' }));
    expect(screen.getByRole('region', { name: 'Plot Hooks' })).toHaveTextContent('The Collector Calls');
  });

  it('inserts a section, and the full background, into the document as clean HTML', async () => {
    const { user, bridge } = renderTab();
    await toResults(user);
    await user.click(button('Insert Character Concept'));
    expect(bridge!.insertContent).toHaveBeenLastCalledWith('<h3>Character Concept</h3><p>A horned farmhand who bargained with a devil to save a village.</p>');
    await waitFor(() => expect(screen.getByTestId('backgrounds-notice')).toHaveTextContent('“Character Concept” was inserted into your document.'));

    await user.click(screen.getByRole('tab', { name: 'Relationships' }));
    await user.click(button('Insert Relationships'));
    expect(bridge!.insertContent).toHaveBeenLastCalledWith(expect.stringMatching(/^<h3>Relationships<\/h3><p><strong>Art, Sibling<\/strong> <em>\(Central\)<\/em><\/p>/));

    // Sections are small insertions; the full background is a bulk change History can undo.
    expect(bridge!.bulkChange).not.toHaveBeenCalled();
    await user.click(button('Insert Full Background'));
    expect(bridge!.bulkChange).toHaveBeenCalledWith('Insert Full Background', expect.any(Function));
    const full = bridge!.insertContent.mock.calls.at(-1)![0] as string;
    expect(full).toMatch(/^<h2>Character Background: Level 3 Tiefling Warlock<\/h2>/);
    expect(full).toContain('<h3>Mechanical Elements</h3>');
    await waitFor(() => expect(screen.getByTestId('backgrounds-notice')).toHaveTextContent('The full background was inserted into your document.'));
  });

  it('adds the people an inserted section names to the personal dictionary, as inserted names are', async () => {
    const { user, session } = renderTab();
    await toResults(user);
    await user.click(button('Insert Character Concept'));
    expect(session.updateProfile).not.toHaveBeenCalled();

    await user.click(screen.getByRole('tab', { name: 'Relationships' }));
    await user.click(button('Insert Relationships'));
    await waitFor(() => expect(session.updateProfile).toHaveBeenCalledWith(expect.objectContaining({ personalDictionary: ['Art'] })));
    await waitFor(() => expect(screen.getByTestId('backgrounds-notice')).toHaveTextContent('“Relationships” was inserted into your document. Art added to your dictionary.'));
  });

  it('copies to the clipboard when there is no editor', async () => {
    const { user } = renderTab({ bridge: null });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await toResults(user);
    expect(screen.queryByRole('button', { name: /^Insert/ })).toBeNull();
    await user.click(button('Copy Possessions'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('POSSESSIONS\n\n- A shovel\n- A contract in ink that will not fade'));
    await waitFor(() => expect(screen.getByTestId('backgrounds-notice')).toHaveTextContent('“Possessions” was copied to the clipboard.'));
    await user.click(button('Copy Full Background'));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(expect.stringMatching(/^Character Background: Level 3 Tiefling Warlock\n\n/)));
  });

  it("shows the server's message, or the spec's, and stays on Generate", async () => {
    fakeApi({
      '/api/backgrounds/generate': [
        jsonResponse(400, { error: { code: 'invalid_argument', message: 'Some fields need attention.', fields: { race: 'Please complete all required fields.', tone: 'Please complete all required fields.' } } }),
        jsonResponse(500, { error: { code: 'internal', message: '' } }),
      ],
    });
    const { user } = renderTab();
    await toReview(user);
    await user.click(button('Generate Background'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some fields need attention. Please complete all required fields.');
    expect(screen.getByRole('alert').textContent).toBe('Some fields need attention. Please complete all required fields.');
    await user.click(button('Generate Background'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to generate background'));
    expect(currentStep()).toBe('Generate');
  });

  it('refines the background: sends it with the request, marks what changed, says when nothing did', async () => {
    const { user } = renderTab();
    const { calls } = await toResults(user);
    const refined = testBackground({ ideals: ['Mercy. Everyone deserves a second chance.'], lastRefinedAt: '2026-11-23T00:00:00Z' });
    fakeApi({
      '/api/backgrounds/refine': [
        jsonResponse(200, { background: refined, changedSections: ['ideals'], source: 'ai' }),
        jsonResponse(200, { background: refined, changedSections: [], source: 'fallback', fallbackReason: 'model_failed' }),
        jsonResponse(500, { error: { code: 'internal', message: '' } }),
      ],
    });
    expect(calls).toHaveLength(1);
    await user.click(screen.getByRole('tab', { name: 'Personality' }));
    expect(button('Refine')).toBeDisabled();
    await user.type(screen.getByLabelText('Refine this background'), 'Kinder ideals');
    await user.selectOptions(screen.getByLabelText('Part to change'), 'personality');
    await user.click(button('Refine'));

    await waitFor(() => expect(screen.getByTestId('backgrounds-notice')).toHaveTextContent('Updated: Ideals.'));
    expect(screen.getByRole('region', { name: /Ideals/ })).toHaveTextContent('Mercy. Everyone deserves a second chance.');
    expect(within(screen.getByRole('region', { name: /Ideals/ })).getByText('Updated')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Personality/ })).toHaveAccessibleName('Personality (updated)');
    expect(screen.queryByRole('note', { name: 'Built-in content' })).toBeNull();

    await user.type(screen.getByLabelText('Refine this background'), 'Darker');
    await user.click(button('Refine'));
    expect(await screen.findByText('The background is unchanged (Personality).')).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Built-in content' })).toHaveTextContent('could not answer');

    await user.type(screen.getByLabelText('Refine this background'), 'Again');
    await user.click(button('Refine'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to refine background');
  });

  it('Generate New returns to Setup with the answers kept; close returns to the Errors tab and resets the wizard', async () => {
    const { user, controls } = renderTab();
    await user.selectOptions(screen.getByLabelText('Race'), 'Gnome');
    await toResults(user);
    await user.click(button('Generate New'));
    expect(currentStep()).toBe('Setup');
    expect(screen.getByLabelText('Race')).toHaveValue('Gnome');

    await user.click(button('Close Character Background Generator'));
    expect(controls.selectTab).toHaveBeenCalledWith('errors');
    expect(screen.getByLabelText('Race')).toHaveValue('Human');
  });

  it('Back from Results shows the review again, with Next to return to the results', async () => {
    const { user } = renderTab();
    await toResults(user);
    await user.click(button('Back'));
    expect(currentStep()).toBe('Generate');
    await user.click(button('Next: Results'));
    expect(currentStep()).toBe('Results');
    expect(screen.getByRole('region', { name: 'Character Concept' })).toBeInTheDocument();
  });
});
