import { Editor } from '@tiptap/core';
import { createEditorExtensions } from './extensions';
import { LiveStats, STATS_DELAY_MS } from './useLiveStats';

let editor: Editor;
beforeEach(() => {
  vi.useFakeTimers();
  editor = new Editor({ extensions: createEditorExtensions({ placeholder: '' }), content: '<p>The dragon sleeps.</p>' });
});
afterEach(() => {
  editor.destroy();
  vi.useRealTimers();
});

describe('LiveStats', () => {
  it('tells its subscribers once, a moment after the typing pauses', () => {
    const stats = new LiveStats(editor);
    const listener = vi.fn();
    stats.subscribe(listener);
    editor.commands.insertContentAt(editor.state.doc.content.size - 1, ' It dreams of gold.');
    editor.commands.insertContentAt(editor.state.doc.content.size - 1, ' And of fire.');
    vi.advanceTimersByTime(STATS_DELAY_MS - 1);
    expect(listener).not.toHaveBeenCalled();
    expect(stats.getSnapshot().wordCount).toBe(3);
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(stats.getSnapshot().wordCount).toBe(10);
  });

  it('does not tell anyone when an edit leaves the statistics as they were', () => {
    const stats = new LiveStats(editor);
    const listener = vi.fn();
    stats.subscribe(listener);
    const before = stats.getSnapshot();
    editor.commands.toggleBold();
    editor.commands.selectAll();
    editor.commands.toggleBold();
    vi.runAllTimers();
    expect(listener).not.toHaveBeenCalled();
    expect(stats.getSnapshot()).toBe(before);
  });

  it('stops following the editor when the last subscriber leaves, and catches up when one returns', () => {
    const stats = new LiveStats(editor);
    const off = vi.spyOn(editor, 'off');
    const unsubscribe = stats.subscribe(() => {});
    unsubscribe();
    expect(off).toHaveBeenCalledWith('update', expect.any(Function));
    editor.commands.insertContentAt(editor.state.doc.content.size - 1, ' Quietly.');
    vi.runAllTimers();
    expect(stats.getSnapshot().wordCount).toBe(3);
    stats.subscribe(() => {});
    expect(stats.getSnapshot().wordCount).toBe(4);
  });
});
