import type { AppName } from '@q/schemas/apps';
import type { RenderPage } from '@q/schemas/server-render';

/** An app's page as a source has it, or why its pages cannot be served (a 503). */
export type AppPage =
  | {
      /** The app's `index.html`. */
      html: string;
      /** Per page path, its `index.html` naming the page's route code, where it has any. */
      htmlByPath?: ReadonlyMap<string, string>;
      /** The app's server entry, when its pages are rendered on the server. */
      render?: RenderPage;
      problem?: undefined;
    }
  | { html?: undefined; problem: string };

/** Where the pages come from: the production builds (`static-builds.ts`) or the Vite dev servers (`dev-proxy.ts`). */
export interface PageSource {
  /** The app's page, read at start (builds) or asked for each time (dev servers). */
  load(app: AppName): Promise<AppPage>;
  /** The apps whose pages are rendered on the server (their builds have a server entry). */
  renderedApps: readonly AppName[];
}
