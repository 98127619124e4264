import { BrowserRouter } from 'react-router';
import { DocumentActionsProvider } from '../lib/document-actions';
import { SessionProvider } from '../lib/session';
import { documentActions } from './documentActions';
import { ErrorBoundary } from './ErrorBoundary';
import { AppRoutes } from './routes';
import { ThemeProvider } from './theme';

export function App() {
  return (
    <ThemeProvider>
      <SessionProvider>
        <BrowserRouter>
          <ErrorBoundary>
            <DocumentActionsProvider value={documentActions}>
              <AppRoutes />
            </DocumentActionsProvider>
          </ErrorBoundary>
        </BrowserRouter>
      </SessionProvider>
    </ThemeProvider>
  );
}
