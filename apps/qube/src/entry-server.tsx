import { type PageRequest, renderPage } from '@q/ui/app/server';
import { createAppRouter } from './router';

/**
 * Renders a page of the app on the server (see `renderPage`): Qube's pages hold their figures,
 * so the page arrives drawn, and the browser takes it over instead of drawing it after its code.
 */
export function render(request: PageRequest) {
  return renderPage(request, (server) => ({ router: createAppRouter(server) }));
}
