// The Errors tab's cards must not re-render when only the tab's own state
// changes: with hundreds of issues that work landed between keystrokes.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AssistantPanelControlsProvider, EditorBridgeProvider } from '../../lib/editor-bridge';
import { SessionContext } from '../../lib/session';
import { fakeSession } from '../../test/renderApp';
import type { GrammarChecker, GrammarCheckResult } from './api';
import { ErrorsTab } from './ErrorsTab';
import { fakeBridge } from './fakeBridge';
import { issueAt, resultOf } from './testIssues';

// Every IssueCard render reads its original text through originalOf; counting
// the calls counts the card renders.
const cardRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./grammarLogic', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./grammarLogic')>();
  return {
    ...actual,
    originalOf: (...args: Parameters<typeof actual.originalOf>) => {
      cardRenders.count++;
      return actual.originalOf(...args);
    },
  };
});

const TEXT = 'We had alot of fun in Thunderholme. Then the the end.';

describe('ErrorsTab rendering', () => {
  it('does not re-render the cards while a new check runs, only when its answer comes', async () => {
    const first = resultOf([
      issueAt(TEXT, 'alot', 'spelling', ['a lot']),
      issueAt(TEXT, 'Thunderholme', 'spelling', ['Thunderhome']),
      issueAt(TEXT, 'the the', 'grammar', ['the']),
    ]);
    let second: (result: GrammarCheckResult) => void = () => {};
    const check = vi
      .fn<GrammarChecker>()
      .mockResolvedValueOnce(first)
      .mockImplementationOnce(() => new Promise((resolve) => (second = resolve)));
    const user = userEvent.setup();
    render(
      <SessionContext.Provider value={fakeSession('guest')}>
        <EditorBridgeProvider value={fakeBridge(TEXT)}>
          <AssistantPanelControlsProvider value={{ activeTab: 'errors', selectTab: vi.fn(), setTabBadge: vi.fn() }}>
            <ErrorsTab check={check} />
          </AssistantPanelControlsProvider>
        </EditorBridgeProvider>
      </SessionContext.Provider>,
    );
    await user.click(screen.getByRole('button', { name: 'Check now' }));
    expect(await screen.findByRole('heading', { name: '3 issues detected' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    const afterFirstCheck = cardRenders.count;
    expect(afterFirstCheck).toBeGreaterThanOrEqual(3);

    // A new check starts: the status line changes, the cards do not.
    await user.click(screen.getByRole('button', { name: 'Check now' }));
    expect(await screen.findByText('Checking your writing...')).toBeInTheDocument();
    expect(cardRenders.count).toBe(afterFirstCheck);

    // Its answer has new issue objects, so the cards render again.
    second({ ...first, errors: first.errors.map((issue) => ({ ...issue })) });
    expect(await screen.findByText('Checked by the built-in engine (no AI)')).toBeInTheDocument();
    expect(cardRenders.count).toBeGreaterThan(afterFirstCheck);
  });
});
