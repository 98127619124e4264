import { Editor } from '@tiptap/core';
import { State } from 'linkifyjs';
import { createEditorExtensions } from './extensions';

const scannerBuilt = () => Object.keys(State.groups).length > 0;

describe('the autolink scanner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is built once the page is idle after the editor opens, not at the first space typed', () => {
    const editor = new Editor({ extensions: createEditorExtensions({ placeholder: '' }), content: '<p>The keep</p>' });
    try {
      // Link cleared it when an earlier editor (another test file's) went.
      expect(scannerBuilt()).toBe(false);
      vi.runAllTimers();
      expect(scannerBuilt()).toBe(true);
    } finally {
      editor.destroy();
    }
  });

  it('is not built for an editor already destroyed', () => {
    const editor = new Editor({ extensions: createEditorExtensions({ placeholder: '' }), content: '<p>The keep</p>' });
    editor.destroy();
    vi.runAllTimers();
    expect(scannerBuilt()).toBe(false);
  });
});
