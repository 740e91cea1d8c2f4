import { type QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { createAppQueryClient } from './query-client';
import { seedAnswers, takenServerAnswers } from './server-state';

/** The data client of the page, made at its first render in the browser (see below). */
let pageClient: QueryClient | undefined;

/**
 * The data client of a page that fetches in an app of fixed pages, which starts without one so
 * that its other pages never load TanStack Query: the app's own where it has one (the server
 * renders every page with one), else the page's, made once with the answers the server rendered
 * the page with, so that the browser takes its markup over as it was drawn.
 */
export function PageQueryProvider({ children }: { children: ReactNode }) {
  const appClient = useContext(QueryClientContext);
  if (appClient) return children;
  if (!pageClient) {
    pageClient = createAppQueryClient();
    seedAnswers(pageClient, takenServerAnswers());
  }
  return <QueryClientProvider client={pageClient}>{children}</QueryClientProvider>;
}
