import type { User } from '@q/schemas/auth';
import { type PageRequest, SERVER_STATE_ELEMENT_ID } from '@q/schemas/server-render';
import type { QueryClient } from '@tanstack/react-query';

/**
 * What the server hands a page it rendered, beside its markup: whom it rendered for and the
 * answers it rendered with, so that the page's first render in the browser shows exactly that and
 * takes the markup over (hydrates) instead of building it again.
 */
export interface ServerState {
  /** The session's user, or null when signed out. */
  user: User | null;
  /** The answers the page was rendered with, by path (= query key). */
  answers: PageRequest['answers'];
  /**
   * The server's calendar day when it rendered the page ('YYYY-MM-DD'): what the page worded
   * from today's date, it worded for that day (see `useToday`).
   */
  day?: string;
}

/**
 * The state as the text of a `<script type="application/json">` element. `<` is escaped so
 * that no answer's text can close the element or open a comment; JSON.parse reads it back as is.
 */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/**
 * The state the server left in the page, if it rendered it; taken out of the document so that
 * it is read once. Null for a page the browser renders itself (development, or no server
 * rendering), and for a state it cannot read.
 */
export function takeServerState(doc: Document = document): ServerState | null {
  const element = doc.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const state = JSON.parse(element.textContent ?? '') as ServerState;
    if (typeof state !== 'object' || state === null || !('answers' in state)) return null;
    taken = state;
    return state;
  } catch {
    return null;
  }
}

/** The state of the server page this browser took over (see `takeServerState`). */
let taken: ServerState | undefined;

/**
 * The answers the server rendered the page this browser took over with, by path; none for a page
 * the browser rendered itself. For a page that brings its own data client (`PageQueryProvider`).
 */
export function takenServerAnswers(): PageRequest['answers'] {
  return taken?.answers ?? {};
}

/**
 * The calendar day the server rendered the page on that the browser takes over, as its state
 * said ('YYYY-MM-DD'); undefined for a page the browser renders itself.
 */
export function takenServerDay(): string | undefined {
  return taken?.day;
}

/**
 * Puts answers into a query cache under their paths, a query's key (`['/api/x']`): on the server
 * before the page renders, in the browser before it takes the page over, so both render the same.
 */
export function seedAnswers(queryClient: QueryClient, answers: PageRequest['answers']): void {
  for (const [path, answer] of Object.entries(answers)) queryClient.setQueryData([path], answer);
  seeded.add(queryClient);
}

/** Query caches seeded with a server page's answers whose route has not yet asked (see below). */
const seeded = new WeakSet<QueryClient>();

/**
 * True, once, for a query cache seeded with a server page's answers (`seedAnswers`): asked by the
 * route that loads to take that page over, whose loader then asks nothing. An answer that came in
 * before the takeover would show where the server rendered a loading state (React #418); the
 * widgets ask for what the server had no answer for once the page is theirs.
 */
export function isTakingOverServerPage(queryClient: QueryClient): boolean {
  return seeded.delete(queryClient);
}
