import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback, type ErrorFallbackProps } from './error-fallback';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Renders in place of the children after an error; defaults to `ErrorFallback`. */
  fallback?: (props: ErrorFallbackProps) => ReactNode;
  /** Called when the boundary resets (Try again, or a change of `resetKeys`). */
  onReset?: () => void;
  /** Called once per caught error, e.g. to report it. */
  onError?: (error: Error, info: ErrorInfo) => void;
  /** When any of these values changes, a shown error is cleared and the children render again. */
  resetKeys?: readonly unknown[];
}

interface ErrorBoundaryState {
  error: Error | null;
}

const toError = (thrown: unknown) => (thrown instanceof Error ? thrown : new Error(String(thrown)));

const haveChanged = (previous: readonly unknown[] = [], next: readonly unknown[] = []) =>
  previous.length !== next.length ||
  previous.some((value, index) => !Object.is(value, next[index]));

/** Keeps a render error inside one widget so the rest of the page stays usable. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(thrown: unknown): ErrorBoundaryState {
    return { error: toError(thrown) };
  }

  override componentDidCatch(thrown: unknown, info: ErrorInfo) {
    this.props.onError?.(toError(thrown), info);
  }

  override componentDidUpdate(previousProps: ErrorBoundaryProps) {
    if (this.state.error && haveChanged(previousProps.resetKeys, this.props.resetKeys)) {
      this.reset();
    }
  }

  reset = () => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { fallback = ErrorFallback } = this.props;
    return fallback({ error, resetErrorBoundary: this.reset });
  }
}
