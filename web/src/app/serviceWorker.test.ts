import { installsOfflineApp } from './serviceWorker';

describe('installsOfflineApp', () => {
  it('installs the offline app everywhere but on share links', () => {
    for (const path of ['/', '/dashboard', '/editor/abc', '/editor/abc/book', '/settings', '/shared-notes']) expect(installsOfflineApp(path)).toBe(true);
    for (const path of ['/share/abc', '/share/abc/']) expect(installsOfflineApp(path)).toBe(false);
  });
});
