// Production builds keep the app shell in a service worker (vite.config.ts),
// so a page reloaded without the network still starts.

/**
 * Whether a page opened at `pathname` installs the app's offline copy (every
 * chunk, about 3.4 MB). A share link is read by players who may never use
 * the app, often on a phone: it neither downloads the app nor slows the
 * book's first page with that download.
 */
export function installsOfflineApp(pathname: string): boolean {
  return !pathname.startsWith('/share/');
}

/** Registers the service worker once the page has loaded, so its precaching never competes with the first visit. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !installsOfflineApp(window.location.pathname)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((err: unknown) => console.warn('The app will not start offline:', err));
  });
}
