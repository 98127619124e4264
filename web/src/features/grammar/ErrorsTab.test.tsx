import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useMemo, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AssistantPanelControlsProvider, EditorBridgeProvider, type AssistantPanelControls } from '../../lib/editor-bridge';
import { SessionContext, type Session, type UserProfile } from '../../lib/session';
import { jsonResponse, scriptApi } from '../../test/api';
import { fakeSession } from '../../test/renderApp';
import type { GrammarCheckRequest, GrammarChecker } from './api';
import { CARD_PAGE_SIZE, ErrorsTab } from './ErrorsTab';
import { fakeBridge, type FakeBridge } from './fakeBridge';
import { issueAt, resultOf } from './testIssues';

const TEXT = 'We had alot of fun in Thunderholme. The players must choose a path. Then the the end.';

type Finding = [string, 'grammar' | 'spelling' | 'style', string[]];
const FINDINGS: Finding[] = [
  ['alot', 'spelling', ['a lot']],
  ['Thunderholme', 'spelling', ['Thunderhome']],
  ['The players must', 'style', ['The players can', 'Players might']],
  ['the the', 'grammar', ['the']],
];

/** Finds the fragments present in the text, except words in the dictionary. */
function findingChecker(findings: Finding[] = FINDINGS, options: { source?: string } = {}) {
  return vi.fn<GrammarChecker>(async ({ text, dictionary }: GrammarCheckRequest) =>
    resultOf(
      findings
        .filter(([fragment]) => text.includes(fragment) && !dictionary?.includes(fragment))
        .map(([fragment, type, suggestions]) => issueAt(text, fragment, type, suggestions, { message: `Message about ${fragment}.` })),
      { qualityScore: 87, source: options.source },
    ),
  );
}

function panelControls(): AssistantPanelControls {
  return { activeTab: 'names', selectTab: vi.fn(), setTabBadge: vi.fn() };
}

/** A session whose updateProfile really updates the profile (like the guest session). */
function LiveSession({ initial, children, onUpdate }: { initial: Session; children: React.ReactNode; onUpdate: (patch: Partial<UserProfile>) => void }) {
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

function renderTab(options: { bridge?: FakeBridge; check?: GrammarChecker | null; session?: Session; controls?: AssistantPanelControls } = {}) {
  const bridge = options.bridge ?? fakeBridge(TEXT);
  const controls = options.controls ?? panelControls();
  const onUpdate = vi.fn();
  const session = options.session ?? fakeSession('guest');
  render(
    <LiveSession initial={session} onUpdate={onUpdate}>
      <EditorBridgeProvider value={bridge}>
        <AssistantPanelControlsProvider value={controls}>
          <ErrorsTab check={options.check === null ? undefined : (options.check ?? findingChecker())} />
        </AssistantPanelControlsProvider>
      </EditorBridgeProvider>
    </LiveSession>,
  );
  return { bridge, controls, onUpdate, user: userEvent.setup() };
}

const card = (name: string | RegExp) => screen.getByRole('article', { name });

async function checkNow(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Check now' }));
}

describe('ErrorsTab', () => {
  it('shows "No issues found", the quality score and zero counts for clean text', async () => {
    const { controls, user } = renderTab({ bridge: fakeBridge('The dragon sleeps beneath the mountain.'), check: findingChecker([]) });
    await checkNow(user);
    expect(await screen.findByRole('heading', { name: 'No issues found' })).toBeInTheDocument();
    expect(screen.getByTestId('quality-score')).toHaveTextContent('87/100');
    expect(screen.getByRole('meter', { name: 'Quality score' })).toHaveAttribute('aria-valuenow', '87');
    for (const kind of ['grammar', 'spelling', 'style']) expect(screen.getByTestId(`count-${kind}`)).toHaveTextContent('0');
    expect(screen.getByRole('button', { name: 'Accept All' })).toBeDisabled();
    expect(controls.setTabBadge).toHaveBeenLastCalledWith('errors', 0);
  });

  it('lists the issues with counts, cards, the change and where the result came from', async () => {
    const { controls, bridge, user } = renderTab();
    await checkNow(user);
    expect(await screen.findByRole('heading', { name: '4 issues detected' })).toBeInTheDocument();
    expect(screen.getByTestId('count-grammar')).toHaveTextContent('1');
    expect(screen.getByTestId('count-spelling')).toHaveTextContent('2');
    expect(screen.getByTestId('count-style')).toHaveTextContent('1');
    expect(screen.getByTestId('grammar-status')).toHaveTextContent('Checked by the built-in engine (no AI)');
    expect(controls.setTabBadge).toHaveBeenLastCalledWith('errors', 4);

    const spelling = card('Spelling error: alot');
    expect(within(spelling).getByText('Spelling')).toBeInTheDocument();
    expect(within(spelling).getByText('Message about alot.')).toBeInTheDocument();
    expect(within(spelling).getByTestId('issue-change')).toHaveTextContent('Change alot to a lot');
    expect(within(spelling).getByRole('button', { name: 'Add to dictionary' })).toBeInTheDocument();

    const style = card('Style suggestion: The players must');
    expect(within(style).getByTestId('issue-change')).toHaveTextContent('Change The players must to The players can');
    expect(within(style).getByRole('button', { name: 'Apply "Players might"' })).toBeInTheDocument();
    expect(within(style).queryByRole('button', { name: 'Add to dictionary' })).not.toBeInTheDocument();

    expect(bridge.highlights.map((h) => h.kind).sort()).toEqual(['grammar', 'spelling', 'spelling', 'style']);
  });

  it('labels results that include the AI check', async () => {
    const { user } = renderTab({ check: findingChecker(FINDINGS, { source: 'ai' }) });
    await checkNow(user);
    expect(await screen.findByTestId('grammar-status')).toHaveTextContent('Checked by AI and the built-in engine');
  });

  it('Apply fixes the text, removes the card and updates the counts', async () => {
    const { bridge, controls, user } = renderTab();
    await checkNow(user);
    await user.click(within(await screen.findByRole('article', { name: 'Spelling error: alot' })).getByRole('button', { name: 'Apply' }));
    expect(bridge.text).toBe(TEXT.replace('alot', 'a lot'));
    expect(screen.queryByRole('article', { name: 'Spelling error: alot' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '3 issues detected' })).toBeInTheDocument();
    expect(screen.getByTestId('count-spelling')).toHaveTextContent('1');
    expect(controls.setTabBadge).toHaveBeenLastCalledWith('errors', 3);
  });

  it('an alternative suggestion applies that one', async () => {
    const { bridge, user } = renderTab();
    await checkNow(user);
    await user.click(await screen.findByRole('button', { name: 'Apply "Players might"' }));
    expect(bridge.text).toBe(TEXT.replace('The players must', 'Players might'));
  });

  it('Dismiss hides the card and its underline without changing the text', async () => {
    const { bridge, user } = renderTab();
    await checkNow(user);
    await user.click(within(await screen.findByRole('article', { name: 'Grammar error: the the' })).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('article', { name: 'Grammar error: the the' })).not.toBeInTheDocument();
    expect(bridge.text).toBe(TEXT);
    expect(bridge.highlights.map((h) => h.kind)).not.toContain('grammar');
    expect(screen.getByTestId('count-grammar')).toHaveTextContent('0');
  });

  it('Accept All applies what it can, reports applied and failed counts, and clears the list', async () => {
    const bridge = fakeBridge(TEXT);
    const { user } = renderTab({ bridge });
    await checkNow(user);
    await screen.findByRole('heading', { name: '4 issues detected' });
    bridge.text = TEXT.replace('the the', 'thee the'); // edited since the check
    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(bridge.text).toBe('We had a lot of fun in Thunderhome. The players can choose a path. Then thee the end.');
    expect(screen.getByTestId('grammar-notice')).toHaveTextContent('Applied 3 fixes. 1 fix could not be applied because the text had changed.');
    expect(screen.getByRole('heading', { name: 'No issues found' })).toBeInTheDocument();
  });

  it('"Add to dictionary" saves the word in the profile and re-checks with it', async () => {
    const check = findingChecker();
    const { onUpdate, user } = renderTab({ check });
    await checkNow(user);
    await user.click(within(await screen.findByRole('article', { name: 'Spelling error: Thunderholme' })).getByRole('button', { name: 'Add to dictionary' }));
    expect(onUpdate).toHaveBeenCalledWith({ personalDictionary: ['Thunderholme'] });
    await waitFor(() => expect(check).toHaveBeenLastCalledWith({ text: TEXT, dictionary: ['Thunderholme'] }, expect.any(AbortSignal)));
    expect(screen.queryByRole('article', { name: 'Spelling error: Thunderholme' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '3 issues detected' })).toBeInTheDocument();
    expect(screen.getByTestId('grammar-notice')).toHaveTextContent('"Thunderholme" was added to your dictionary.');
  });

  it('"Add to dictionary" says so when the dictionary is full, and keeps the card', async () => {
    const guest = fakeSession('guest');
    const full = Array.from({ length: 5000 }, (_, i) => `Name${i}`);
    const { onUpdate, user } = renderTab({ session: { ...guest, user: { ...guest.user!, personalDictionary: full } } });
    await checkNow(user);
    await user.click(within(await screen.findByRole('article', { name: 'Spelling error: Thunderholme' })).getByRole('button', { name: 'Add to dictionary' }));
    expect(onUpdate).not.toHaveBeenCalled();
    expect(screen.getByTestId('grammar-notice')).toHaveTextContent('"Thunderholme" was not added: Your personal dictionary is full (5,000 entries).');
    expect(screen.getByRole('article', { name: 'Spelling error: Thunderholme' })).toBeInTheDocument();
  });

  describe('new names', () => {
    /** The names offered, in order, read from their Add buttons. */
    const offeredNames = (offer: HTMLElement) =>
      within(offer)
        .getAllByRole('button', { name: /^Add ".*" to dictionary$/ })
        .map((b) => b.getAttribute('aria-label')!.replace(/^Add "(.*)" to dictionary$/, '$1'));
    const STORY = 'The vorthak hunts at dusk. Mira Vell tracks the vorthak. Two vorthaks wait by the ford.';
    /** Lists the coined words of the text that are not in the dictionary; flags nothing. */
    const namesChecker = () =>
      vi.fn<GrammarChecker>(async ({ text, dictionary }: GrammarCheckRequest) =>
        resultOf([], {
          newWords: [
            { word: 'vorthak', count: 3 },
            { word: 'Mira', count: 1 },
            { word: 'Vell', count: 1 },
          ].filter(({ word }) => text.includes(word) && !dictionary?.some((d) => d.toLowerCase() === word.toLowerCase())),
        }),
      );

    it('are offered quietly, with how often they are used, and no issue', async () => {
      const { user } = renderTab({ bridge: fakeBridge(STORY), check: namesChecker() });
      await checkNow(user);
      const offer = await screen.findByRole('region', { name: 'New names in this document' });
      expect(screen.getByRole('heading', { name: 'No issues found' })).toBeInTheDocument();
      expect(screen.queryAllByRole('article')).toHaveLength(0);
      expect(offeredNames(offer)).toEqual(['vorthak', 'Mira', 'Vell']);
      expect(within(offer).getByLabelText('used 3 times')).toBeInTheDocument();
    });

    it('"Add" puts one in the dictionary and re-checks without it', async () => {
      const check = namesChecker();
      const { onUpdate, user } = renderTab({ bridge: fakeBridge(STORY), check });
      await checkNow(user);
      const offer = await screen.findByRole('region', { name: 'New names in this document' });
      await user.click(within(offer).getByRole('button', { name: 'Add "vorthak" to dictionary' }));
      expect(onUpdate).toHaveBeenCalledWith({ personalDictionary: ['vorthak'] });
      await waitFor(() => expect(check).toHaveBeenLastCalledWith({ text: STORY, dictionary: ['vorthak'] }, expect.any(AbortSignal)));
      expect(screen.getByTestId('grammar-notice')).toHaveTextContent('"vorthak" was added to your dictionary.');
      await waitFor(() => expect(offeredNames(offer)).toEqual(['Mira', 'Vell']));
    });

    it('"Add all" saves them with one profile update; the offer goes', async () => {
      const check = namesChecker();
      const { onUpdate, user } = renderTab({ bridge: fakeBridge(STORY), check });
      await checkNow(user);
      await user.click(await screen.findByRole('button', { name: 'Add all to dictionary' }));
      expect(onUpdate).toHaveBeenCalledTimes(1);
      expect(onUpdate).toHaveBeenCalledWith({ personalDictionary: ['vorthak', 'Mira', 'Vell'] });
      expect(screen.getByTestId('grammar-notice')).toHaveTextContent('3 names added to your dictionary.');
      await waitFor(() => expect(check).toHaveBeenLastCalledWith({ text: STORY, dictionary: ['vorthak', 'Mira', 'Vell'] }, expect.any(AbortSignal)));
      expect(screen.queryByRole('region', { name: 'New names in this document' })).not.toBeInTheDocument();
    });

    it('says why a name could not be added and keeps offering it', async () => {
      const guest = fakeSession('guest');
      const full = Array.from({ length: 5000 }, (_, i) => `Name${i}`);
      const { onUpdate, user } = renderTab({
        bridge: fakeBridge(STORY),
        check: namesChecker(),
        session: { ...guest, user: { ...guest.user!, personalDictionary: full } },
      });
      await checkNow(user);
      const offer = await screen.findByRole('region', { name: 'New names in this document' });
      await user.click(within(offer).getByRole('button', { name: 'Add "Mira" to dictionary' }));
      expect(onUpdate).not.toHaveBeenCalled();
      expect(screen.getByTestId('grammar-notice')).toHaveTextContent('"Mira" was not added: Your personal dictionary is full (5,000 entries).');
      expect(within(offer).getByRole('button', { name: 'Add "Mira" to dictionary' })).toBeInTheDocument();
    });

    it('are not offered when there are none', async () => {
      const { user } = renderTab({ check: findingChecker() });
      await checkNow(user);
      await screen.findByRole('heading', { name: '4 issues detected' });
      expect(screen.queryByRole('region', { name: 'New names in this document' })).not.toBeInTheDocument();
    });
  });

  it('clicking an underline selects the Errors tab and focuses the card', async () => {
    const { bridge, controls, user } = renderTab();
    await checkNow(user);
    const target = await screen.findByRole('article', { name: 'Grammar error: the the' });
    const highlight = bridge.highlights.find((h) => h.kind === 'grammar')!;
    act(() => bridge.clickHighlight(highlight.id));
    expect(controls.selectTab).toHaveBeenCalledWith('errors');
    await waitFor(() => expect(target).toHaveFocus());
    expect(target).toHaveAttribute('data-focused', 'true');
  });

  it('does not check while grammar checking is off and offers to turn it on', async () => {
    const check = findingChecker();
    const session = fakeSession('signedIn');
    session.user!.preferences.grammarCheckEnabled = false;
    const { onUpdate, user } = renderTab({ check, session });
    expect(screen.getByText('Grammar checking is off')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn on grammar checking' }));
    expect(onUpdate).toHaveBeenCalledWith({ preferences: expect.objectContaining({ grammarCheckEnabled: true }) });
    expect(await screen.findByRole('button', { name: 'Check now' })).toBeInTheDocument();
    expect(check).not.toHaveBeenCalled();
  });

  it('calls the API with the ID token and shows its error message when it fails', async () => {
    const { calls } = scriptApi({
      'POST /api/grammar/check': [
        jsonResponse(429, { error: { code: 'rate_limited', message: 'Too many checks. Try again in 30 seconds.' } }, { 'Retry-After': '30' }),
      ],
    });
    const { user } = renderTab({ check: null, session: fakeSession('signedIn') });
    await checkNow(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many checks. Try again in 30 seconds.');
    expect(screen.getByRole('heading', { name: 'Analysis failed' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/api/grammar/check');
    expect(calls[0].headers.get('Authorization')).toBe('Bearer test-id-token');
    expect(calls[0].body).toEqual({ text: TEXT });
  });

  it('reads a real API answer', async () => {
    const body = resultOf([issueAt(TEXT, 'alot', 'spelling', ['a lot'])], { qualityScore: 97 });
    scriptApi({ 'POST /api/grammar/check': [jsonResponse(200, body)] });
    const { user } = renderTab({ check: null });
    await checkNow(user);
    expect(await screen.findByRole('heading', { name: '1 issue detected' })).toBeInTheDocument();
    expect(screen.getByTestId('quality-score')).toHaveTextContent('97/100');
  });
  describe('a long list of issues', () => {
    const COUNT = CARD_PAGE_SIZE + 12;
    const LONG_TEXT = Array.from({ length: COUNT }, (_, i) => `Line ${i + 1} had alot of fun.`).join('\n');
    /** One spelling issue per line, each with its own message so cards can be told apart. */
    const everyAlot = vi.fn<GrammarChecker>(async ({ text }: GrammarCheckRequest) =>
      resultOf(
        Array.from({ length: COUNT }, (_, i) =>
          issueAt(text, 'alot', 'spelling', ['a lot'], { from: text.indexOf(`Line ${i + 1} `), message: `Issue on line ${i + 1}.` }),
        ),
      ),
    );
    const cards = () => screen.queryAllByRole('article');

    it('shows the first cards, then the rest on "Show more", while counts and underlines cover all', async () => {
      const { bridge, user } = renderTab({ bridge: fakeBridge(LONG_TEXT), check: everyAlot });
      await checkNow(user);
      expect(await screen.findByRole('heading', { name: `${COUNT} issues detected` })).toBeInTheDocument();
      expect(screen.getByTestId('count-spelling')).toHaveTextContent(String(COUNT));
      expect(bridge.highlights).toHaveLength(COUNT);
      expect(cards()).toHaveLength(CARD_PAGE_SIZE);

      await user.click(screen.getByRole('button', { name: 'Show 12 more issues (12 not shown yet)' }));
      expect(cards()).toHaveLength(COUNT);
      expect(screen.getByText(`Issue on line ${COUNT}.`)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /more issue/ })).not.toBeInTheDocument();
    });

    it('clicking the underline of an issue past the shown cards shows and focuses its card', async () => {
      const { bridge, user } = renderTab({ bridge: fakeBridge(LONG_TEXT), check: everyAlot });
      await checkNow(user);
      await screen.findByRole('heading', { name: `${COUNT} issues detected` });
      expect(screen.queryByText(`Issue on line ${COUNT}.`)).not.toBeInTheDocument();

      act(() => bridge.clickHighlight(bridge.highlights[COUNT - 1].id));
      const target = (await screen.findByText(`Issue on line ${COUNT}.`)).closest('article')!;
      await waitFor(() => expect(target).toHaveFocus());
      expect(target).toHaveAttribute('data-focused', 'true');
    });
  });
});
