import { act, render, screen, within } from '@testing-library/react';
import type { DocumentVersion } from '../../../lib/documents/types';
import { deferred } from '../../../test/api';
import HistoryDialog from './HistoryDialog';

function version(id: string, reason: string, minute: number): DocumentVersion {
  return { id, documentId: 'doc-1', userId: 'user-1', kind: 'auto', reason, content: '<p>The keep.</p>', wordCount: 2, createdAt: new Date(Date.UTC(2026, 10, 27, 20, minute)) };
}

const START = version('v-start', 'start of an editing session', 0);
const BEFORE_ACCEPT = version('v-accept', 'before Accept All', 5);

describe('HistoryDialog', () => {
  // The dialog opens (one load), then a version is kept (a second load); the
  // first answer arrives last and must not hide the version just kept.
  it('shows the latest load’s list when two loads answer out of order', async () => {
    const loads = [deferred<DocumentVersion[]>(), deferred<DocumentVersion[]>()];
    let calls = 0;
    const loadVersions = vi.fn(() => loads[calls++].promise);
    let versionKept = () => {};
    render(
      <HistoryDialog
        open
        onOpenChange={() => {}}
        documentTitle="The Sunless Citadel"
        loadVersions={loadVersions}
        currentHtml={() => '<p>The keep.</p>'}
        onRestore={() => {}}
        onSaveNamed={async () => {}}
        subscribe={(listener) => {
          versionKept = listener;
          return () => {};
        }}
      />,
    );
    expect(loadVersions).toHaveBeenCalledTimes(1);
    act(() => versionKept());
    expect(loadVersions).toHaveBeenCalledTimes(2);

    await act(async () => loads[1].resolve([BEFORE_ACCEPT, START]));
    await act(async () => loads[0].resolve([START]));

    const reasons = within(screen.getByRole('list', { name: 'Versions' }))
      .getAllByTestId('version-reason')
      .map((item) => item.textContent);
    expect(reasons).toEqual(['before Accept All', 'start of an editing session']);
  });
});
