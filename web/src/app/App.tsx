import { createBrowserRouter, RouterProvider } from 'react-router';
import { DocumentActionsProvider } from '../lib/document-actions';
import { SessionProvider } from '../lib/session';
import { documentActions } from './documentActions';
import { appRoutes, withErrorScreen } from './routes';
import { ThemeProvider } from './theme';

// A data router, so pages can block in-app navigation (the editor's unsaved
// changes). RouterProvider comes from react-router itself: react-router/dom only
// adds flushSync (unused here) and would load a second router copy under Vitest.
const router = createBrowserRouter(withErrorScreen(appRoutes));

export function App() {
  return (
    <ThemeProvider>
      <SessionProvider>
        <DocumentActionsProvider value={documentActions}>
          <RouterProvider router={router} />
        </DocumentActionsProvider>
      </SessionProvider>
    </ThemeProvider>
  );
}
