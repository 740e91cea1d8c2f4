// Serves the built Storybook (storybook-static/) on loopback for the story test.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const root = new URL('../storybook-static/', import.meta.url).pathname;
const port = Number(process.env.STORIES_PORT);
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  // Browsers ask for it on their own; the build has an SVG icon instead.
  if (pathname === '/favicon.ico') {
    response.writeHead(204).end();
    return;
  }
  let file = normalize(join(root, pathname));
  if (!file.startsWith(root)) {
    response.writeHead(403).end();
    return;
  }
  try {
    if (statSync(file).isDirectory()) file = join(file, 'index.html');
    statSync(file);
  } catch {
    response.writeHead(404).end('Not found');
    return;
  }
  response.writeHead(200, {
    'content-type': types[extname(file)] ?? 'application/octet-stream',
    // Each test loads a fresh page: the hashed bundles come from the browser's cache.
    'cache-control': pathname.startsWith('/assets/') ? 'max-age=3600, immutable' : 'no-cache',
  });
  createReadStream(file).pipe(response);
}).listen(port, '127.0.0.1');
