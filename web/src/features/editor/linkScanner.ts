import { Extension } from '@tiptap/core';
import { tokenize } from 'linkifyjs';

/**
 * Builds the autolink's scanner (linkifyjs, behind TipTap's Link) while the
 * page is idle after the editor opens. linkifyjs builds it, a state machine
 * of every top-level domain, on first use: the first space typed after
 * opening a document, which took 5-15 ms longer than the others for it.
 */
export const WarmLinkScanner = Extension.create({
  name: 'warmLinkScanner',
  onCreate() {
    // Link resets linkifyjs when an editor is destroyed: no scanner for one already gone.
    const warm = () => {
      if (!this.editor.isDestroyed) tokenize('');
    };
    if (typeof requestIdleCallback === 'function') requestIdleCallback(warm, { timeout: 2000 });
    else setTimeout(warm, 0);
  },
});
