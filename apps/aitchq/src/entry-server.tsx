import { createAppQueryClient } from '@q/ui/app';
import { type PageRequest, renderPage } from '@q/ui/app/server';
import { renderedDayAnswer } from './lib/use-today';
import { createAppRouter } from './router';

/**
 * Renders a page of the app on the server (see `renderPage`), with the day it is rendered on
 * among its answers, for the browser to take it over with (`useToday`).
 */
export function render(request: PageRequest) {
  const answers = { ...request.answers, ...renderedDayAnswer(new Date()) };
  return renderPage({ ...request, answers }, (server) => {
    const queryClient = createAppQueryClient();
    return { router: createAppRouter(queryClient, server), queryClient };
  });
}
