import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/** What every page's head needs to show its colour scheme from the first paint. */
export interface ColorSchemeHead {
  /** CSS defining the colours of each scheme, inlined in the head (styles may be inline). */
  styleSheet: string;
  /** The script that applies the remembered choice; scripts may not be inline, so it is a file. */
  script: string;
}

/**
 * Puts the colour scheme into every page's head: the style sheet inline, and the pre-paint script
 * as a file of the build (`assets/color-scheme-<hash>.js`, cached like any hashed asset), loaded
 * synchronously so that `<html>` carries the choice before anything is painted. The development
 * server answers the same path.
 */
export function colorSchemeHead({ styleSheet, script }: ColorSchemeHead): Plugin {
  const hash = createHash('sha256').update(script).digest('hex').slice(0, 8);
  const fileName = `assets/color-scheme-${hash}.js`;
  let src = `/${fileName}`;
  return {
    name: 'q-color-scheme-head',
    // The server build renders into the browser build's page, which carries the file.
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    configResolved(config) {
      src = `${config.base}${fileName}`;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url !== src && request.url !== `/${fileName}`) return next();
        response.setHeader('content-type', 'text/javascript; charset=utf-8');
        response.end(script);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: script });
    },
    transformIndexHtml: () => [
      { tag: 'style', children: styleSheet, injectTo: 'head' },
      { tag: 'script', attrs: { src }, injectTo: 'head' },
    ],
  };
}
