import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Name } from '../../lib/api-types/names';
import { AssistantPanelControlsProvider, EditorBridgeProvider, type AssistantPanelControls, type EditorBridge } from '../../lib/editor-bridge';
import { SessionContext, type Session, type UserProfile } from '../../lib/session';
import { jsonResponse, scriptApi, type Answer } from '../../test/api';
import { fakeSession } from '../../test/renderApp';
import { ServerStateForTests } from '../../test/ServerStateForTests';
import NamesTab from './NamesTab';

const tiefling = (name: string, meaning = `Infernal for “${name.toLowerCase()}”.`, profession?: Name['profession']): Name =>
  profession ? { name, race: 'Tiefling', meaning, profession } : { name, race: 'Tiefling', meaning };

const FIVE = ['Kaireus', 'Skameia', 'Damos', 'Peleus', 'Nemeia'].map((n) => tiefling(n));

/** Answers /api calls from a queue per path; records each request. */
function fakeApi(answers: Record<string, Answer[]>) {
  const { calls } = scriptApi(answers);
  return { calls };
}

function fakeBridge(): EditorBridge & { insertContent: ReturnType<typeof vi.fn> } {
  return {
    getPlainText: () => '',
    getHTML: () => '',
    insertContent: vi.fn(() => ({ inserted: true, start: 0, end: 7 })),
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
    document: { id: 'doc-1', title: 'Names of the Vale', type: 'names' },
  } as EditorBridge & { insertContent: ReturnType<typeof vi.fn> };
}

/** A session whose updateProfile really updates the profile. */
function LiveSession({ initial, children, onUpdate }: { initial: Session; children: ReactNode; onUpdate: (patch: Partial<UserProfile>) => void }) {
  const [user, setUser] = useState(initial.user);
  const updateProfile = useCallback(
    async (patch: Partial<UserProfile>) => {
      onUpdate(patch);
      setUser((current) => (current ? { ...current, ...patch } : current));
    },
    [onUpdate],
  );
  const session = useMemo(() => ({ ...initial, user, updateProfile }), [initial, user, updateProfile]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

let users = 0;

function renderTab(options: { bridge?: EditorBridge | null; dictionary?: string[] } = {}) {
  const bridge = options.bridge === undefined ? fakeBridge() : options.bridge;
  const controls: AssistantPanelControls = { activeTab: 'names', selectTab: vi.fn(), setTabBadge: vi.fn() };
  const session = fakeSession('guest');
  session.user = { ...session.user!, id: `guest_names_${++users}`, personalDictionary: options.dictionary ?? [] };
  const onUpdate = vi.fn();
  const tab = (
    <AssistantPanelControlsProvider value={controls}>
      <NamesTab />
    </AssistantPanelControlsProvider>
  );
  render(
    <ServerStateForTests>
      <LiveSession initial={session} onUpdate={onUpdate}>
        {bridge ? <EditorBridgeProvider value={bridge}>{tab}</EditorBridgeProvider> : tab}
      </LiveSession>
    </ServerStateForTests>,
  );
  return { bridge, controls, onUpdate, user: userEvent.setup({ delay: null }) };
}

const row = (name: string) => screen.getByRole('listitem', { name });
const optionsOf = (label: string | RegExp) => within(screen.getByLabelText(label)).getAllByRole('option').map((o) => o.textContent);

describe('NamesTab', () => {
  it("shows the spec's controls with their defaults and every choice", () => {
    renderTab();
    expect(screen.getByRole('heading', { name: 'Fantasy Name Generator' })).toBeInTheDocument();
    expect(screen.getByLabelText('Race')).toHaveValue('Human');
    expect(optionsOf('Race')).toHaveLength(26);
    expect(screen.getByLabelText(/Profession/)).toHaveValue('');
    expect(optionsOf(/Profession/)).toHaveLength(26);
    expect(optionsOf(/Profession/)[0]).toBe('Any Profession');
    expect(screen.getByLabelText('Number of Names')).toHaveValue('5');
    expect(optionsOf('Number of Names')).toEqual(['3', '5', '8', '10']);
    expect(screen.getByLabelText('Style')).toHaveValue('traditional');
    expect(optionsOf('Style')).toEqual(['Traditional', 'Unique', 'Common']);
    expect(screen.getByRole('button', { name: 'Generate Names' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: /Generated Names/ })).toBeNull();
  });

  it('generates names: busy while asking, then a row per name with its meaning, race and profession', async () => {
    let answer!: (response: Response) => void;
    const { calls } = fakeApi({ '/api/names/generate': [() => new Promise<Response>((resolve) => (answer = resolve))] });
    const { user } = renderTab();
    await user.selectOptions(screen.getByLabelText('Race'), 'Tiefling');
    await user.selectOptions(screen.getByLabelText(/Profession/), 'Innkeeper');
    await user.selectOptions(screen.getByLabelText('Number of Names'), '3');
    await user.selectOptions(screen.getByLabelText('Style'), 'unique');
    await user.click(screen.getByRole('button', { name: 'Generate Names' }));

    expect(screen.getByRole('button', { name: 'Generating Names...' })).toBeDisabled();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toEqual({ race: 'Tiefling', profession: 'Innkeeper', count: 3, style: 'unique' });
    const three = ['Kaireus', 'Skameia', 'Damos'].map((n) => tiefling(n, `Meaning of ${n}.`, 'Innkeeper'));
    await act(async () => answer(jsonResponse(200, { names: three, source: 'fallback', fallbackReason: 'not_configured' })));

    expect(await screen.findByRole('heading', { name: 'Generated Names (3)' })).toBeInTheDocument();
    const kaireus = row('Kaireus');
    expect(kaireus).toHaveTextContent('Meaning of Kaireus.');
    expect(kaireus).toHaveTextContent('Race: Tiefling');
    expect(kaireus).toHaveTextContent('Profession: Innkeeper');
    expect(within(kaireus).getByRole('button', { name: 'Variations of Kaireus' })).toHaveTextContent('Variations');
    expect(within(kaireus).getByRole('button', { name: 'Insert Kaireus' })).toHaveTextContent('Insert');
    expect(screen.getByRole('note', { name: 'Built-in content' })).toHaveTextContent('No AI model is configured');
    expect(screen.getByTestId('names-notice')).toHaveTextContent('3 names generated.');
    expect(screen.getByRole('button', { name: 'Generate Names' })).toBeEnabled();
  });

  it('shows model names without the built-in label, and sends the names on screen to avoid when generating again', async () => {
    const { calls } = fakeApi({
      '/api/names/generate': [
        jsonResponse(200, { names: FIVE, source: 'ai' }),
        jsonResponse(200, { names: [tiefling('Vex Ashborn', 'born of cinders')], source: 'ai' }),
      ],
    });
    const { user } = renderTab();
    await user.click(screen.getByRole('button', { name: 'Generate Names' }));
    expect(await screen.findByRole('heading', { name: 'Generated Names (5)' })).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'Built-in content' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Generate Names' }));
    expect(await screen.findByRole('heading', { name: 'Generated Names (1)' })).toBeInTheDocument();
    expect(calls[1].body?.exclude).toEqual(['Kaireus', 'Skameia', 'Damos', 'Peleus', 'Nemeia']);
    expect(row('Vex Ashborn')).toHaveTextContent('born of cinders');
  });

  it('appends the variations of a name (avoiding the names on screen) and says so', async () => {
    let answer!: (response: Response) => void;
    const { calls } = fakeApi({
      '/api/names/generate': [jsonResponse(200, { names: FIVE, source: 'fallback', fallbackReason: 'not_configured' })],
      '/api/names/variations': [() => new Promise<Response>((resolve) => (answer = resolve))],
    });
    const { user } = renderTab();
    await user.click(screen.getByRole('button', { name: 'Generate Names' }));
    await user.click(within(await screen.findByRole('listitem', { name: 'Damos' })).getByRole('button', { name: 'Variations of Damos' }));

    expect(within(row('Damos')).getByRole('button', { name: 'Variations of Damos' })).toHaveTextContent('Variations...');
    expect(within(row('Kaireus')).getByRole('button', { name: 'Variations of Kaireus' })).toBeDisabled();
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({
      url: '/api/names/variations',
      body: { name: 'Damos', race: 'Tiefling', style: 'traditional', exclude: ['Kaireus', 'Skameia', 'Damos', 'Peleus', 'Nemeia'] },
    });
    const variations = [tiefling('Dam', 'A short form of Damos.'), tiefling('Damaios'), tiefling('Damos the Wanderer'), tiefling('Kaireus')];
    await act(async () => answer(jsonResponse(200, { variations, source: 'fallback', fallbackReason: 'not_configured' })));

    expect(await screen.findByRole('heading', { name: 'Generated Names (8)' })).toBeInTheDocument();
    const names = screen.getAllByTestId('name-row-name').map((n) => n.textContent);
    expect(names).toEqual(['Kaireus', 'Skameia', 'Damos', 'Peleus', 'Nemeia', 'Dam', 'Damaios', 'Damos the Wanderer']);
    expect(screen.getByTestId('names-notice')).toHaveTextContent('3 variations of "Damos" added to the list.');
    expect(within(row('Kaireus')).getByRole('button', { name: 'Variations of Kaireus' })).toBeEnabled();
  });

  it('inserts a name into the document as clean HTML and adds the whole name to the personal dictionary', async () => {
    fakeApi({ '/api/names/generate': [jsonResponse(200, { names: [tiefling('Kaireus the Grey', 'For hair grey before its time.', 'Innkeeper')], source: 'ai' })] });
    const { user, bridge, onUpdate } = renderTab({ dictionary: ['grakkle'] });
    await user.click(screen.getByRole('button', { name: 'Generate Names' }));
    await user.click(within(await screen.findByRole('listitem', { name: 'Kaireus the Grey' })).getByRole('button', { name: 'Insert Kaireus the Grey' }));

    expect(bridge!.insertContent).toHaveBeenCalledWith('<p><strong>Kaireus the Grey</strong> (Tiefling, Innkeeper): For hair grey before its time.</p>');
    await waitFor(() => expect(onUpdate).toHaveBeenCalledWith({ personalDictionary: ['grakkle', 'Kaireus the Grey'] }));
    expect(await screen.findByTestId('names-notice')).toHaveTextContent('"Kaireus the Grey" was inserted into your document. Kaireus the Grey added to your dictionary.');
    expect(row('Kaireus the Grey')).toHaveTextContent('Inserted');

    // Again: inserted again, the dictionary already has it.
    await user.click(screen.getByRole('button', { name: 'Insert Kaireus the Grey' }));
    expect(await screen.findByText('"Kaireus the Grey" was inserted into your document.')).toBeInTheDocument();
    expect(bridge!.insertContent).toHaveBeenCalledTimes(2);
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it('copies to the clipboard when there is no editor, and still adds the name to the dictionary', async () => {
    fakeApi({ '/api/names/generate': [jsonResponse(200, { names: FIVE, source: 'ai' })] });
    const { user, onUpdate } = renderTab({ bridge: null });
    // After user-event's setup, which puts a clipboard of its own in place.
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Generate Names' }));
    const skameia = await screen.findByRole('listitem', { name: 'Skameia' });
    expect(within(skameia).queryByRole('button', { name: /^Insert/ })).toBeNull();
    await user.click(within(skameia).getByRole('button', { name: 'Copy Skameia' }));

    await waitFor(() => expect(writeText).toHaveBeenCalledWith('Skameia (Tiefling): Infernal for “skameia”.'));
    await waitFor(() => expect(onUpdate).toHaveBeenCalledWith({ personalDictionary: ['Skameia'] }));
    expect(await screen.findByTestId('names-notice')).toHaveTextContent('"Skameia" was copied to the clipboard. Skameia added to your dictionary.');
    expect(skameia).toHaveTextContent('Copied');
  });

  it("shows the server's message, or the spec's when there is none", async () => {
    fakeApi({
      '/api/names/generate': [
        jsonResponse(400, { error: { code: 'invalid_argument', message: 'Some fields need attention.', fields: { race: 'Race must be one of the listed races.' } } }),
        jsonResponse(500, { error: { code: 'internal', message: '' } }),
        jsonResponse(200, { names: FIVE, source: 'ai' }),
      ],
      '/api/names/variations': [
        jsonResponse(429, { error: { code: 'rate_limited', message: 'You have used all 6 AI requests allowed per minute.' } }, { 'Retry-After': '9' }),
        jsonResponse(502, { error: { code: 'bad_gateway', message: '' } }),
      ],
    });
    const { user } = renderTab();
    const generate = screen.getByRole('button', { name: 'Generate Names' });
    await user.click(generate);
    expect(await screen.findByRole('alert')).toHaveTextContent('Some fields need attention. Race must be one of the listed races.');
    await user.click(generate);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to generate names'));

    await user.click(generate);
    await screen.findByRole('heading', { name: 'Generated Names (5)' });
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Variations of Kaireus' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have used all 6 AI requests allowed per minute. Please try again in 9 seconds.');
    await user.click(screen.getByRole('button', { name: 'Variations of Kaireus' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to generate variations'));
    expect(screen.getByRole('heading', { name: 'Generated Names (5)' })).toBeInTheDocument();
  });

  it('Clear Results empties the list; the close button returns to the Errors tab with the tool reset', async () => {
    fakeApi({ '/api/names/generate': [jsonResponse(200, { names: FIVE, source: 'ai' }), jsonResponse(200, { names: FIVE, source: 'ai' })] });
    const { user, controls } = renderTab();
    await user.click(screen.getByRole('button', { name: 'Generate Names' }));
    await screen.findByRole('heading', { name: 'Generated Names (5)' });
    await user.click(screen.getByRole('button', { name: 'Clear Results' }));
    expect(screen.queryByRole('heading', { name: /Generated Names/ })).toBeNull();
    expect(screen.queryAllByTestId('name-row')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Race'), 'Elf');
    await user.click(screen.getByRole('button', { name: 'Generate Names' }));
    await screen.findByRole('heading', { name: 'Generated Names (5)' });
    await user.click(screen.getByRole('button', { name: 'Close Fantasy Name Generator' }));
    expect(controls.selectTab).toHaveBeenCalledWith('errors');
    expect(screen.queryAllByTestId('name-row')).toHaveLength(0);
    expect(screen.getByLabelText('Race')).toHaveValue('Human');
  });
});
