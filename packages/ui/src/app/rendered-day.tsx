import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { takenServerDay } from './server-state';

/*
 * Today's date for a page that words its figures from it (due dates, the quarter, the fiscal
 * year). A page rendered on the server was rendered on the server's calendar day, which is not
 * the reader's near midnight, in another time zone, or for a page kept since yesterday: the
 * server renders with its day (`RenderedDayProvider`) and hands it to the browser with the page
 * (`ServerState.day`, kept by `takeServerState`), and the browser takes the markup over with
 * that day, then moves to its own. The browser's side adds no provider to `AppRoot`: every
 * page's first chunk carries it, the landing's (at its budget) too.
 */

const MS_PER_MINUTE = 60_000;

/** The calendar day the server renders a page on ('YYYY-MM-DD'). */
const RenderedDayContext = createContext<string | undefined>(undefined);

export const RenderedDayProvider = RenderedDayContext.Provider;

/** A Date's own (local) calendar day as 'YYYY-MM-DD'. */
export function localIsoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight of 'YYYY-MM-DD', or undefined for anything else. */
export function dayFromIso(day: string | undefined): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const subscribeToNothing = () => () => {};

/**
 * True while React renders on the server or takes server markup over in the browser, false from
 * then on and in any render the browser makes on its own.
 */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/**
 * Today's date, read once at the page and handed to what words dates (rules never read the
 * clock). On the server and while the browser takes a server page over, the day the page was
 * rendered on, so both render the same markup; then the reader's own day, in a transition (parts
 * whose code is still loading keep the server's markup until it is in). It moves on when the
 * calendar day changes, so a page left open overnight does not keep yesterday's words.
 */
export function useToday(): Date {
  const renderedDay = useContext(RenderedDayContext) ?? takenServerDay();
  const isHydrating = useIsHydrating();
  const [today, setToday] = useState(() => (isHydrating && dayFromIso(renderedDay)) || new Date());
  useEffect(() => {
    const moveOn = () => {
      const now = new Date();
      startTransition(() =>
        setToday((current) => (current.toDateString() === now.toDateString() ? current : now)),
      );
    };
    moveOn();
    const timer = window.setInterval(moveOn, MS_PER_MINUTE);
    return () => window.clearInterval(timer);
  }, []);
  return today;
}
