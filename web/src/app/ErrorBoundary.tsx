import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/Button';

export const SUPPORT_EMAIL = 'support@lorewright.app';

/** The spec's fallback screen for unhandled errors. */
export function ErrorFallback({ onReset }: { onReset(): void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center px-6 py-20 text-center">
      <div aria-hidden="true" className="mb-6 flex size-16 items-center justify-center rounded-full bg-danger-bg text-3xl">
        🐉
      </div>
      <h1 className="font-display text-2xl font-semibold text-ink">Something went wrong</h1>
      <p className="mt-2 text-ink-muted">An unexpected error occurred. Please try refreshing the page.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClass('primary')} onClick={onReset}>
          Try Again
        </button>
        <Link to="/" className={buttonClass('secondary')} onClick={onReset}>
          Go Home
        </Link>
      </div>
      <p className="mt-8 text-sm text-ink-muted">
        Still stuck?{' '}
        <a className="font-medium text-primary-ink underline underline-offset-2" href={`mailto:${SUPPORT_EMAIL}`}>
          Contact support
        </a>
      </p>
    </div>
  );
}

interface Props {
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches render errors below it; Try Again re-renders the children. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled error', error, info.componentStack);
  }

  reset = () => this.setState({ error: null });

  render() {
    return this.state.error ? <ErrorFallback onReset={this.reset} /> : this.props.children;
  }
}
