import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The brand colour of the browser's UI around the page (the theme's primary). */
const THEME_COLOR = '#4338ca';

/** A round 'Q' in the brand colour, inline so that no page asks for a favicon file. */
const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Ccircle cx='16' cy='16' r='16' fill='%234338ca'/%3E%3Ctext x='16' y='22' font-family='system-ui' font-size='18' font-weight='700' text-anchor='middle' fill='white'%3EQ%3C/text%3E%3C/svg%3E";

/** The head tags every page of the four apps carries, first in its head, in this order. */
export const SHARED_HEAD_TAGS: readonly HtmlTagDescriptor[] = [
  { tag: 'meta', attrs: { charset: 'UTF-8' } },
  { tag: 'meta', attrs: { name: 'viewport', content: 'width=device-width, initial-scale=1.0' } },
  {
    tag: 'meta',
    attrs: {
      name: 'description',
      content:
        'Q turns company signals into action — a workspace intelligence suite with a view for every role.',
    },
  },
  { tag: 'meta', attrs: { name: 'theme-color', content: THEME_COLOR } },
  { tag: 'link', attrs: { rel: 'icon', href: ICON } },
].map((tag) => ({ ...tag, injectTo: 'head-prepend' as const }));

/**
 * Writes the shared head into each app's `index.html` (in development and in the build), which
 * keeps only what is its own: the title. The server's own additions (route code, styles) go
 * before `</head>`, after these.
 */
export function sharedHead(): Plugin {
  return {
    name: 'q-shared-head',
    transformIndexHtml: { order: 'pre', handler: () => [...SHARED_HEAD_TAGS] },
  };
}
