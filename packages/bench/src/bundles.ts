import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Manifest } from '@q/schemas/build-manifest';

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export const ZERO_SIZES: Sizes = { raw: 0, gzip: 0, brotli: 0 };

export function addSizes(a: Sizes, b: Sizes): Sizes {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli };
}

/** Sizes of a file as served: as is, gzip -9 and brotli at its best quality. */
export function measure(content: Buffer): Sizes {
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length,
  };
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

export function sumSizes(distDir: string, files: readonly string[]): Sizes {
  return files
    .map((file) => measure(readFileSync(join(distDir, file))))
    .reduce(addSizes, ZERO_SIZES);
}
