import type { User } from './auth';

/*
 * The contract between the API server and an app's server entry (`apps/<app>/src/entry-server.tsx`,
 * built to `dist-ssr/entry-server.js`): the server reads what a page needs as the visitor, the
 * entry renders the page with it, and the server puts the result into the app's `index.html`.
 */

/** What the server knows of a page request: its URL, its session's user, the answers it read. */
export interface PageRequest {
  /** The path and query string. */
  url: string;
  /** The session's user, or null when signed out. */
  user: User | null;
  /** Answers of GET calls, by path (a query's key is its path), that the page may render with. */
  answers: Readonly<Record<string, unknown>>;
}

/** A page rendered on the server. */
export interface RenderedPage {
  /** The page's markup, for `#root`. */
  html: string;
  /** The `<style>` elements of what the page rendered, for `<head>`. */
  styles: string;
  /** The JSON text of the state the browser's first render starts from (the user, the answers). */
  state: string;
}

/** An app's server entry. */
export type RenderPage = (request: PageRequest) => Promise<RenderedPage>;

/** The id of the element that carries the state: a JSON data block, which no CSP blocks. */
export const SERVER_STATE_ELEMENT_ID = 'q-server-state';
