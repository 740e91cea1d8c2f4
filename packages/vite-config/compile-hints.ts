import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 on): the functions of a file that begins with it are
 * compiled as the file streams in, on a background thread, instead of one by one on the main
 * thread when each is first called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks every JavaScript chunk of the browser build for eager compilation. Each chunk is fetched
 * when its code is about to run (the entry and its imports at start, a route's or a dialog's when
 * it is opened), and most of its functions run then: rendering the page is most of the start-up
 * work, and without the hint V8 compiles each component on the main thread as it renders it.
 * Written into the files once they are on disk: earlier, minification would strip the comment
 * and Vite's own last steps rewrite each chunk's start.
 */
export function compileHints(): Plugin {
  return {
    name: 'q:compile-hints',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    enforce: 'post',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const path = join(dir, output.fileName);
        const code = await readFile(path, 'utf8');
        if (!code.startsWith(COMPILE_HINT)) await writeFile(path, COMPILE_HINT + code);
      }
    },
  };
}
