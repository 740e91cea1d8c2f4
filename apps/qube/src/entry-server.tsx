import { createAppQueryClient } from '@q/ui/app';
import { type PageRequest, renderPage } from '@q/ui/app/server';
import { createAppRouter } from './router';

/**
 * Renders a page of the app on the server (see `renderPage`): the page arrives drawn with its
 * figures (the People page's with the answers of its calls), and the browser takes it over
 * instead of drawing it after its code.
 */
export function render(request: PageRequest) {
  return renderPage(request, (server) => ({
    router: createAppRouter(server),
    queryClient: createAppQueryClient(),
  }));
}
