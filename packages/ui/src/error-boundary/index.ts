export type { ErrorBoundaryProps } from './error-boundary';
export { ErrorBoundary } from './error-boundary';
export type { ErrorFallbackProps } from './error-fallback';
export { ErrorFallback } from './error-fallback';
