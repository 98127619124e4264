import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { AssistantPanelControlsProvider, EditorBridgeProvider, type AssistantPanelControls, type AssistantTabId } from '../../lib/editor-bridge';
import { SessionContext } from '../../lib/session';
import { fakeSession } from '../../test/renderApp';
import { ServerStateForTests } from '../../test/ServerStateForTests';
import type { BalanceAnalysis, BalanceAnalyzer, BalanceRequest } from './api';
import AnalyzeTab, { OUT_OF_DATE_MESSAGE } from './AnalyzeTab';
import { FAILURE_MESSAGE, NO_RECOMMENDATIONS_MESSAGE, TOO_SHORT_MESSAGE } from './balanceLogic';
import { SETTINGS_KEY } from './settingsStore';
import { TEXT_CHECK_DELAY_MS } from './useBalanceAnalysis';
import { fakeBridge, type FakeBridge } from './testing/fakeBridge';
import { LANTERN_ROAD, LANTERN_ROAD_ANALYSIS } from './testing/lanternRoad';

function analyzerOf(analysis: BalanceAnalysis = LANTERN_ROAD_ANALYSIS) {
  return vi.fn<BalanceAnalyzer>(async () => structuredClone(analysis));
}

function controls(activeTab: AssistantTabId = 'analyze'): AssistantPanelControls {
  return { activeTab, selectTab: vi.fn(), setTabBadge: vi.fn() };
}

function renderTab(options: { text?: string; analyze?: BalanceAnalyzer; bridge?: FakeBridge } = {}) {
  const bridge = options.bridge ?? fakeBridge(options.text ?? LANTERN_ROAD);
  const analyze = options.analyze ?? analyzerOf();
  const session = fakeSession('guest');
  const ui = (panel: AssistantPanelControls) => (
    <ServerStateForTests>
      <SessionContext.Provider value={session}>
        <EditorBridgeProvider value={bridge}>
          <AssistantPanelControlsProvider value={panel}>
            <AnalyzeTab analyze={analyze} />
          </AssistantPanelControlsProvider>
        </EditorBridgeProvider>
      </SessionContext.Provider>
    </ServerStateForTests>
  );
  const view = render(ui(controls()));
  return { bridge, analyze, user: userEvent.setup(), rerenderWith: (tab: AssistantTabId) => view.rerender(ui(controls(tab))) };
}

const analyzeButton = () => screen.getByRole('button', { name: 'Analyze Campaign Balance' });

async function analyzed(user: ReturnType<typeof userEvent.setup>) {
  await user.click(analyzeButton());
  return screen.findByTestId('analysis-results');
}

function lastRequest(analyze: ReturnType<typeof analyzerOf> | BalanceAnalyzer): BalanceRequest {
  const calls = (analyze as ReturnType<typeof analyzerOf>).mock.calls;
  return calls[calls.length - 1][0];
}

beforeEach(() => {
  localStorage.clear();
});

describe('AnalyzeTab: too short', () => {
  it('disables the button and says why until the trimmed text reaches 100 characters, live', async () => {
    const { bridge } = renderTab({ text: `   ${'x'.repeat(99)}   ` });
    expect(analyzeButton()).toBeDisabled();
    expect(screen.getByTestId('too-short')).toHaveTextContent(TOO_SHORT_MESSAGE);
    expect(analyzeButton()).toHaveAccessibleDescription(TOO_SHORT_MESSAGE);

    act(() => bridge.type('x'.repeat(100)));
    await waitFor(() => expect(analyzeButton()).toBeEnabled());
    expect(screen.getByTestId('too-short')).toBeEmptyDOMElement();

    act(() => bridge.type('Too short again.'));
    await waitFor(() => expect(analyzeButton()).toBeDisabled());
    expect(screen.getByTestId('too-short')).toHaveTextContent(TOO_SHORT_MESSAGE);
  });
});

describe('AnalyzeTab: results', () => {
  it('sends the editor text with the default preferences and party (4 of level 3)', async () => {
    const { analyze, user } = renderTab();
    await analyzed(user);
    expect(lastRequest(analyze)).toEqual({
      text: LANTERN_ROAD,
      preferences: { combat: 30, roleplay: 35, exploration: 20, puzzle: 10, transition: 5 },
      party: { size: 4, level: 3 },
    });
  });

  it('shows the score with its colour in words, the duration and the built-in notice', async () => {
    const { user } = renderTab();
    const results = await analyzed(user);
    expect(within(results).getByTestId('overall-score')).toHaveTextContent('62/100');
    expect(within(results).getByTestId('overall-rating')).toHaveTextContent('Fair');
    expect(within(results).getByTestId('overall-rating')).toHaveAttribute('data-tone', 'fair');
    expect(within(results).getByRole('meter', { name: 'Overall Balance Score' })).toHaveAttribute('aria-valuenow', '62');
    expect(within(results).getByTestId('estimated-duration')).toHaveTextContent('30 minutes');
    expect(within(results).getByRole('note', { name: 'Built-in content' })).toHaveTextContent('No AI model is configured');
    expect(within(results).getByTestId('score-breakdown')).toHaveTextContent('Balance closeness to your mix (70%)');
  });

  it('badges the categories more than 5 points from the target', async () => {
    const { user } = renderTab();
    await analyzed(user);
    // combat 50 vs 30, roleplay 10 vs 35, exploration 13 vs 20, puzzle 27 vs 10, transition 0 vs 5.
    expect(screen.getByTestId('difference-combat')).toHaveTextContent('+20 pts');
    expect(screen.getByTestId('difference-combat')).toHaveTextContent('20 points over target');
    expect(screen.getByTestId('difference-roleplay')).toHaveTextContent('−25 pts');
    expect(screen.getByTestId('difference-exploration')).toHaveTextContent('−7 pts');
    expect(screen.getByTestId('difference-puzzle')).toHaveTextContent('+17 pts');
    expect(screen.queryByTestId('difference-transition')).toBeNull();
    expect(screen.getByTestId('breakdown-transition')).toHaveTextContent('Transition0%target 5%');
  });

  it('shows the pacing figures with words beside their colours', async () => {
    const { user } = renderTab();
    await analyzed(user);
    expect(screen.getByTestId('average-segment-length')).toHaveTextContent('5 min');
    expect(screen.getByTestId('longest-single-type')).toHaveTextContent('Puzzle, 8 min');
    expect(screen.getByTestId('longest-single-type')).toHaveTextContent(/a run of 1 segment\b/);
    expect(screen.getByTestId('transition-quality')).toHaveTextContent('20/100Needs work');
    expect(screen.getByTestId('transition-quality')).toHaveTextContent('1 of 5 changes of type flows well');
    expect(screen.getByTestId('climax-placement')).toHaveTextContent('92%Late');
    expect(screen.getByTestId('climax-placement')).toHaveTextContent("Encounter 3: The Troll's Lair (Combat)");
  });

  it('lists the fights with their difficulty for the party and the XP math', async () => {
    const { user } = renderTab();
    await analyzed(user);
    const fights = screen.getAllByTestId('encounter');
    expect(fights.map((f) => within(f).getByTestId('difficulty').textContent)).toEqual(['Easy', 'Hard', 'Deadly']);
    expect(within(fights[0]).getByRole('heading')).toHaveTextContent('Encounter 1: Wolves on the Road (Combat)');
    expect(within(fights[0]).getByTestId('xp-math')).toHaveTextContent(
      '3 × Wolf (CR 1/4, 50 XP each) = 150 XP× 2 for 3 monsters = 300 adjusted XPParty thresholds: Easy 300 / Medium 600 / Hard 900 / Deadly 1,600',
    );
    expect(within(fights[1]).getByTestId('xp-math')).toHaveTextContent('2 × Ogre (CR 2, 450 XP each) = 900 XP× 1.5 for 2 monsters = 1,350 adjusted XP');
    expect(within(fights[2]).getByTestId('xp-math')).toHaveTextContent(
      '1 × Troll (CR 5, 1,800 XP each) + 4 × Orc (CR 1/2, 100 XP each) = 2,200 XP× 2 for 5 monsters = 4,400 adjusted XP',
    );
    expect(screen.getByText(/Rated for 4 level-3 characters/)).toBeInTheDocument();
  });

  it('marks assumed monster counts', async () => {
    const analysis = structuredClone(LANTERN_ROAD_ANALYSIS);
    analysis.encounters[1].monsters[0] = { ...analysis.encounters[1].monsters[0], countAssumed: true, mentions: ['ogres'] };
    const { user } = renderTab({ analyze: analyzerOf(analysis) });
    await analyzed(user);
    const fight = screen.getAllByTestId('encounter')[1];
    expect(within(fight).getByTestId('xp-math')).toHaveTextContent('2* × Ogre');
    expect(within(fight).getByTestId('assumed-count')).toHaveTextContent('Count assumed: the text gives no exact number for “ogres”.');
  });

  it('says how a rolled number was read', async () => {
    const analysis = structuredClone(LANTERN_ROAD_ANALYSIS);
    analysis.encounters[1].monsters[0] = { ...analysis.encounters[1].monsters[0], count: 5, countAssumed: true, countNote: 'the average of 2d4', mentions: ['2d4 ogres'] };
    const { user } = renderTab({ analyze: analyzerOf(analysis) });
    await analyzed(user);
    const fight = screen.getAllByTestId('encounter')[1];
    expect(within(fight).getByTestId('xp-math')).toHaveTextContent('5* × Ogre (the average of 2d4; CR 2, 450 XP each)');
  });

  it('rates the creatures of a scene that is not a fight "if it comes to a fight", and a fight below easy as trivial', async () => {
    const analysis = structuredClone(LANTERN_ROAD_ANALYSIS);
    analysis.encounters[0] = { ...analysis.encounters[0], possible: true };
    analysis.encounters[1] = { ...analysis.encounters[1], difficulty: 'trivial' };
    const { user } = renderTab({ analyze: analyzerOf(analysis) });
    await analyzed(user);
    const [wolves, ogres, troll] = screen.getAllByTestId('encounter');
    expect(within(wolves).getByTestId('possible-fight')).toHaveTextContent('if it comes to a fight');
    expect(within(wolves).getByText(/not a fight, but this is how hard one would be/)).toBeInTheDocument();
    expect(within(ogres).getByTestId('difficulty')).toHaveTextContent('Trivial');
    expect(within(ogres).queryByTestId('possible-fight')).toBeNull();
    expect(within(troll).queryByTestId('possible-fight')).toBeNull();
  });

  it('explains every segment: type, confidence and the words that decided it', async () => {
    const { user } = renderTab();
    await analyzed(user);
    const rows = screen.getAllByTestId('segment-row');
    expect(rows).toHaveLength(6);
    expect(rows[1]).toHaveTextContent('2. Combat · confidence 93% · 5 min');
    expect(rows[1]).toHaveTextContent('Decided by:');
    expect(rows[1]).toHaveTextContent('initiative');
    expect(rows[1]).toHaveTextContent('wolves');
    // How a sentence is built is a cue of its own ("reading").
    expect(rows[1]).toHaveTextContent('readingcreatures act against the party: “Three wolves attack the party from”');
    expect(rows[2]).toHaveTextContent('readingsomeone talks with the party: “Mayor Edda greets the party and”');
    expect(rows[2]).toHaveTextContent('"The bridge is cursed,"');
  });

  it('says the model classified the segments, without the built-in notice', async () => {
    const { user } = renderTab({ analyze: analyzerOf({ ...LANTERN_ROAD_ANALYSIS, source: 'ai', fallbackReason: undefined }) });
    const results = await analyzed(user);
    expect(within(results).getByTestId('analysis-source')).toHaveTextContent('Segments classified by the AI model');
    expect(within(results).queryByRole('note', { name: 'Built-in content' })).toBeNull();
  });

  it('says why the model could not help when it failed', async () => {
    const { user } = renderTab({ analyze: analyzerOf({ ...LANTERN_ROAD_ANALYSIS, fallbackReason: 'model_failed' }) });
    const results = await analyzed(user);
    expect(within(results).getByRole('note', { name: 'Built-in content' })).toHaveTextContent('The AI model could not answer');
  });
});

describe('AnalyzeTab: pacing timeline', () => {
  it('is a strip of labelled segments in document order with the climax marked', async () => {
    const { user } = renderTab();
    await analyzed(user);
    const strip = screen.getByRole('list', { name: 'Pacing timeline' });
    const segments = within(strip).getAllByRole('button');
    expect(segments.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Segment 1: exploration, 4 min, confidence 64',
      'Segment 2: combat, 5 min, confidence 93',
      'Segment 3: roleplay, 3 min, confidence 94',
      'Segment 4: combat, 5 min, confidence 90',
      'Segment 5: puzzle, 8 min, confidence 86',
      'Segment 6: combat, 5 min, confidence 93, climax',
    ]);
    // Widths are shares of the 30 minutes of table time.
    expect(segments[4].parentElement).toHaveStyle({ width: `${(100 * 8) / 30}%` });
    expect(screen.getByTestId('climax-marker')).toHaveStyle({ left: '92%' });
    expect(screen.getByRole('list', { name: 'Timeline legend' })).toHaveTextContent('Puzzle (8 min)');
  });

  it('shows a segment on hover and focus, and selects it in the editor on click', async () => {
    const { bridge, user } = renderTab();
    await analyzed(user);
    const segment = screen.getByRole('button', { name: 'Segment 3: roleplay, 3 min, confidence 94' });
    await user.hover(segment);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Segment 3 · Roleplay · 3 min · confidence 94%');
    expect(tooltip).toHaveTextContent('Mayor Edda greets the party');
    expect(tooltip).toHaveTextContent('Negotiate');
    expect(segment).toHaveAccessibleDescription(/Mayor Edda/);

    await user.click(segment);
    expect(bridge.selectRange).toHaveBeenLastCalledWith(317, 463);
    expect(bridge.highlightsByOwner.analysis).toEqual([expect.objectContaining({ id: 'seg-3', start: 317, end: 463, kind: 'roleplay' })]);
    expect(segment).toHaveAttribute('aria-current', 'true');
    expect(screen.getAllByTestId('segment-row')[2]).toHaveAttribute('aria-current', 'true');
  });

  it('is one tab stop; arrow keys, Home and End move between segments', async () => {
    const { user } = renderTab();
    await analyzed(user);
    const segments = within(screen.getByRole('list', { name: 'Pacing timeline' })).getAllByRole('button');
    expect(segments.filter((b) => b.tabIndex === 0)).toHaveLength(1);
    act(() => segments[0].focus());
    await user.keyboard('{ArrowRight}');
    expect(segments[1]).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Segment 2 · Combat');
    await user.keyboard('{End}');
    expect(segments[5]).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent("The climax: Encounter 3: The Troll's Lair (Combat)");
    await user.keyboard('{Home}');
    expect(segments[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('underlines only while the tab shows, as the analysis owner', async () => {
    const { bridge, user, rerenderWith } = renderTab();
    await analyzed(user);
    await user.click(screen.getByRole('button', { name: /^Segment 2:/ }));
    expect(bridge.highlightsByOwner.analysis).toHaveLength(1);
    rerenderWith('errors');
    expect(bridge.highlightsByOwner.analysis).toEqual([]);
    expect(bridge.setHighlights).not.toHaveBeenCalledWith('grammar', expect.anything());
  });

  it('finds a segment again after the user edited the text before it', async () => {
    const { bridge, user } = renderTab();
    await analyzed(user);
    act(() => bridge.type(`A new opening line.\n${LANTERN_ROAD}`));
    await user.click(screen.getByRole('button', { name: /^Segment 2:/ }));
    expect(bridge.selectRange).toHaveBeenLastCalledWith(178 + 20, 280 + 20);
  });

  it('says so when the passage is gone', async () => {
    const { bridge, user } = renderTab();
    await analyzed(user);
    act(() => bridge.type('Something else entirely, long enough to count as a campaign but with none of the old words in it at all. Really.'));
    await user.click(screen.getByRole('button', { name: /^Segment 2:/ }));
    expect(screen.getByTestId('analysis-notice')).toHaveTextContent('That passage has changed since the analysis.');
  });
});

describe('AnalyzeTab: recommendations', () => {
  const [recommendation] = LANTERN_ROAD_ANALYSIS.recommendations;

  it('lists them with their count; Apply inserts the scene at the suggested place through the bridge', async () => {
    // A fake clock that also moves on by itself, so the tab's own waits still end.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const { bridge, user } = renderTab();
    await analyzed(user);
    expect(screen.getByRole('heading', { name: 'Recommendations (1)' })).toBeInTheDocument();
    const card = screen.getByTestId('recommendation');
    expect(card).toHaveTextContent('High priority');
    expect(card).toHaveTextContent('Roleplay 10% → target 35%');
    await user.click(within(card).getByRole('button', { name: /^Apply/ }));
    expect(bridge.insertContent).toHaveBeenCalledWith(recommendation.autoApplyAction!.insertContent, { at: 596 });
    expect(within(card).getByTestId('applied')).toHaveTextContent('Applied');
    expect(within(card).queryByRole('button', { name: /^Apply/ })).toBeNull();
    // The scene follows the paragraph the analysis pointed at.
    expect(bridge.text).toMatch(/refuses to pay\.\n.+\n/);
    expect(bridge.text.indexOf('The Sunken Library')).toBeGreaterThan(bridge.text.indexOf('refuses to pay.'));
    // The tab's own insertion does not make the analysis out of date, once it has looked at the text again.
    await act(() => vi.advanceTimersByTimeAsync(TEXT_CHECK_DELAY_MS));
    expect(screen.queryByTestId('out-of-date')).toBeNull();
    expect(screen.getByTestId('analysis-notice')).toHaveTextContent('Inserted the roleplay scene into your campaign.');
  });

  it('keeps positions true after its own insertions: a second scene and later segments', async () => {
    const analysis = structuredClone(LANTERN_ROAD_ANALYSIS);
    analysis.recommendations.push({
      ...recommendation,
      id: 'rec-2',
      type: 'exploration',
      autoApplyAction: { insertAt: 596, insertContent: '### The Hidden Path\n\nA **trail** leads into the hills.' },
    });
    const { bridge, user } = renderTab({ analyze: analyzerOf(analysis) });
    await analyzed(user);
    const [first, second] = screen.getAllByTestId('recommendation');
    await user.click(within(first).getByRole('button', { name: /^Apply/ }));
    const afterFirst = bridge.text;
    await user.click(within(second).getByRole('button', { name: /^Apply/ }));
    expect(bridge.insertContent).toHaveBeenLastCalledWith('### The Hidden Path\n\nA **trail** leads into the hills.', { at: 596 });
    expect(bridge.text.length).toBeGreaterThan(afterFirst.length);
    // The climax fight is still found where it is now.
    await user.click(screen.getByRole('button', { name: /^Segment 6:/ }));
    const [start, end] = vi.mocked(bridge.selectRange).mock.lastCall!;
    expect(bridge.text.slice(start, end)).toBe(LANTERN_ROAD.slice(806, 928));
  });

  it('refuses to insert at a stale offset: says the analysis is out of date and offers re-analysis', async () => {
    const { analyze, bridge, user } = renderTab();
    await analyzed(user);
    // Typed just now: the tab has not measured the text yet.
    const apply = screen.getByRole('button', { name: /^Apply/ });
    act(() => bridge.type(LANTERN_ROAD.replace('Three wolves', 'Five wolves')));
    fireEvent.click(apply);
    expect(bridge.insertContent).not.toHaveBeenCalled();
    expect(screen.getByTestId('analysis-notice')).toHaveTextContent(OUT_OF_DATE_MESSAGE);
    expect(screen.getByTestId('out-of-date')).toHaveTextContent('The document has changed since this analysis.');
    await user.click(screen.getByRole('button', { name: /^Re-analyze to apply/ }));
    await waitFor(() => expect(analyze).toHaveBeenCalledTimes(2));
    expect(lastRequest(analyze).text).toContain('Five wolves');
    expect(await screen.findByRole('button', { name: /^Apply/ })).toBeEnabled();
    expect(screen.queryByTestId('out-of-date')).toBeNull();
  });

  it('shows the spec message when there is nothing to recommend', async () => {
    const { user } = renderTab({ analyze: analyzerOf({ ...LANTERN_ROAD_ANALYSIS, recommendations: [] }) });
    await analyzed(user);
    expect(screen.getByRole('heading', { name: 'Recommendations (0)' })).toBeInTheDocument();
    expect(screen.getByTestId('no-recommendations')).toHaveTextContent(NO_RECOMMENDATIONS_MESSAGE);
  });
});

describe('AnalyzeTab: preferences and party', () => {
  function slider(name: string) {
    return screen.getByRole('slider', { name });
  }

  it('Customize shows five sliders; Hide tucks them away with a summary', async () => {
    const { user } = renderTab();
    const toggle = screen.getByRole('button', { name: 'Customize' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('slider')).toHaveLength(0);
    expect(screen.getByTestId('preferences-summary')).toHaveTextContent('Combat 30% · Roleplay 35% · Exploration 20% · Puzzle 10% · Transition 5%');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('slider').map((s) => (s as HTMLInputElement).value)).toEqual(['30', '35', '20', '10', '5']);
    expect(slider('Combat')).toHaveAttribute('min', '0');
    expect(slider('Combat')).toHaveAttribute('max', '100');
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryAllByRole('slider')).toHaveLength(0);
  });

  it('normalises the sliders to 100 and resets to the defaults', async () => {
    const { analyze, user } = renderTab();
    await user.click(screen.getByRole('button', { name: 'Customize' }));
    expect(screen.getByRole('button', { name: 'Normalize to 100%' })).toBeDisabled();
    fireEvent.change(slider('Combat'), { target: { value: '50' } });
    expect(screen.getByTestId('preferences-total')).toHaveTextContent('120%');

    // Analysis is allowed whatever the sum.
    await analyzed(user);
    expect(lastRequest(analyze).preferences).toEqual({ combat: 50, roleplay: 35, exploration: 20, puzzle: 10, transition: 5 });

    await user.click(screen.getByRole('button', { name: 'Normalize to 100%' }));
    // 50/35/20/10/5 of 120: 41.7, 29.2, 16.7, 8.3, 4.2; the two missing points to the largest remainders.
    expect(screen.getAllByRole('slider').map((s) => (s as HTMLInputElement).value)).toEqual(['42', '29', '17', '8', '4']);
    expect(screen.getByTestId('preferences-total')).toHaveTextContent('100%');
    expect(screen.getByRole('button', { name: 'Normalize to 100%' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Reset Defaults' }));
    expect(screen.getAllByRole('slider').map((s) => (s as HTMLInputElement).value)).toEqual(['30', '35', '20', '10', '5']);
    expect(screen.getByRole('button', { name: 'Reset Defaults' })).toBeDisabled();
  });

  it('moves a slider with the keyboard', async () => {
    const { user } = renderTab();
    await user.click(screen.getByRole('button', { name: 'Customize' }));
    act(() => slider('Puzzle').focus());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    // jsdom does not step range inputs with keys; the change event is what the app reads.
    fireEvent.change(slider('Puzzle'), { target: { value: '12' } });
    expect(slider('Puzzle')).toHaveValue('12');
    expect(slider('Puzzle')).toHaveAttribute('aria-valuetext', '12%');
  });

  it('rates the fights for the party chosen here, and remembers the settings', async () => {
    const { analyze, user } = renderTab();
    expect(screen.getByLabelText('Characters')).toHaveValue('4');
    expect(screen.getByLabelText('Level')).toHaveValue('3');
    await user.selectOptions(screen.getByLabelText('Characters'), '5');
    await user.selectOptions(screen.getByLabelText('Level'), '7');
    expect(screen.getByText('Fights are rated for 5 level-7 characters.')).toBeInTheDocument();
    await analyzed(user);
    expect(lastRequest(analyze).party).toEqual({ size: 5, level: 7 });
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY)!)).toMatchObject({ party: { size: 5, level: 7 } });

    await user.selectOptions(screen.getByLabelText('Level'), '8');
    expect(screen.getByText('Your party or preferences changed since this analysis.')).toBeInTheDocument();
  });
});

describe('AnalyzeTab: failures', () => {
  it('shows the spec failure message', async () => {
    const analyze = vi.fn<BalanceAnalyzer>(async () => {
      throw new ApiError(500, 'internal', 'Internal error.');
    });
    const { user } = renderTab({ analyze });
    await user.click(analyzeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE_MESSAGE);
    expect(screen.queryByTestId('analysis-results')).toBeNull();
  });

  it('says when to try again when the limit is reached', async () => {
    const analyze = vi.fn<BalanceAnalyzer>(async () => {
      throw new ApiError(429, 'rate_limited', 'Too many AI actions for now. Please try again in 40 seconds.', {}, 40);
    });
    const { user } = renderTab({ analyze });
    await user.click(analyzeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again in 40 seconds.');
  });

  it('shows Analyzing... and disables the controls while it runs', async () => {
    let finish: (a: BalanceAnalysis) => void = () => {};
    const analyze = vi.fn<BalanceAnalyzer>(() => new Promise((resolve) => (finish = resolve)));
    const { user } = renderTab({ analyze });
    await user.click(analyzeButton());
    expect(screen.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    expect(screen.getByLabelText('Characters')).toBeDisabled();
    await act(async () => finish(structuredClone(LANTERN_ROAD_ANALYSIS)));
    expect(await screen.findByTestId('analysis-results')).toBeInTheDocument();
    expect(analyzeButton()).toBeEnabled();
  });
});

describe('AnalyzeTab: a campaign book', () => {
  function bookAnalysis(): BalanceAnalysis {
    const base = structuredClone(LANTERN_ROAD_ANALYSIS);
    const segments = Array.from({ length: 1000 }, (_, i) => ({
      ...base.segments[i % 6],
      id: `seg-${i + 1}`,
      startPosition: i * 10,
      endPosition: i * 10 + 9,
    }));
    const encounters = Array.from({ length: 45 }, (_, i) => ({ ...base.encounters[i % 3], id: `enc-${i + 1}`, title: `Fight ${i + 1}` }));
    return { ...base, segments, encounters, pacing: { ...base.pacing, climax: undefined } };
  }

  it('draws every segment in the timeline and pages the long lists', async () => {
    const { bridge, user } = renderTab({ text: 'A long campaign. '.repeat(700), analyze: analyzerOf(bookAnalysis()) });
    await analyzed(user);
    // Plain DOM queries and events: role queries and user-event over a thousand buttons are slow in jsdom.
    const strip = document.querySelector('ol[aria-label="Pacing timeline"]')!;
    expect(strip.querySelectorAll('button')).toHaveLength(1000);
    expect(screen.getAllByTestId('segment-row')).toHaveLength(25);
    expect(screen.getAllByTestId('encounter')).toHaveLength(20);
    fireEvent.click(screen.getByText('Show 20 more encounters (25 not shown yet)'));
    expect(screen.getAllByTestId('encounter')).toHaveLength(40);
    fireEvent.click(screen.getByText('Show 25 more segments (975 not shown yet)'));
    expect(screen.getAllByTestId('segment-row')).toHaveLength(50);

    // A segment picked in the timeline is listed even past the page.
    fireEvent.click(strip.querySelectorAll('button')[79]);
    expect(screen.getAllByTestId('segment-row')).toHaveLength(80);
    expect(screen.getAllByTestId('segment-row')[79]).toHaveAttribute('aria-current', 'true');
    expect(bridge.selectRange).toHaveBeenLastCalledWith(790, 799);
  });
});
