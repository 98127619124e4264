import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker } from './app/serviceWorker';
import { applyStoredTheme } from './app/theme';
import { getEnv } from './config/env';
import { prepareBrowserStorage } from './lib/storage';
import './index.css';

const root = document.getElementById('root')!;

prepareBrowserStorage();
applyStoredTheme();

if (import.meta.env.PROD) registerServiceWorker();

try {
  // Fail at start, with the list of missing values, rather than on first use.
  getEnv();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
} catch (err) {
  console.error(err);
  const pre = document.createElement('pre');
  pre.setAttribute('role', 'alert');
  pre.style.cssText = 'margin:2rem;padding:1rem;border:1px solid #f3b4b4;background:#fdecec;color:#9b1c1c;white-space:pre-wrap';
  pre.textContent = err instanceof Error ? err.message : String(err);
  root.replaceChildren(pre);
}
