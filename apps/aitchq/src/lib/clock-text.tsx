import { useIsHydrating } from './use-now';

/**
 * Text that depends on the clock ('synced 4 min ago'). The server's markup was written at its own
 * moment, possibly a while ago (rendered pages are kept), so the browser does not claim it as its
 * own: it takes the markup over as it is, then puts in its own text at once (a new element, so
 * that React writes it even when it happens to equal what the browser would have said).
 */
export function ClockText({ children, dateTime }: { children: string; dateTime?: string }) {
  const isHydrating = useIsHydrating();
  const key = isHydrating ? 'server' : 'browser';
  return dateTime ? (
    <time key={key} dateTime={dateTime} suppressHydrationWarning>
      {children}
    </time>
  ) : (
    <span key={key} suppressHydrationWarning>
      {children}
    </span>
  );
}
