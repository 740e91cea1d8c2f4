import { createAppQueryClient } from '@q/ui/app';
import { type PageRequest, renderPage } from '@q/ui/app/server';
import { createAppRouter } from './router';

/**
 * Renders a page of the app on the server (see `renderPage`, which hands the browser the day it
 * rendered on, for `useToday`).
 */
export function render(request: PageRequest) {
  return renderPage(request, (server) => {
    const queryClient = createAppQueryClient();
    return { router: createAppRouter(queryClient, server), queryClient };
  });
}
