import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedForms, compressedFormsOffThread } from './compression.js';

describe('compressedFormsOffThread', () => {
  it('compresses a large body on the thread pool into forms that decode to it', async () => {
    const body = JSON.stringify(
      Array.from({ length: 5_000 }, (_, i) => ({
        id: i,
        name: `Person ${i}`,
        position: 'Engineer',
      })),
    );
    expect(Buffer.byteLength(body)).toBeGreaterThan(64 * 1024);
    const forms = await compressedFormsOffThread(body);
    expect(brotliDecompressSync(forms.br as Buffer).toString('utf8')).toBe(body);
    expect(gunzipSync(forms.gzip as Buffer).toString('utf8')).toBe(body);
  });

  it('answers small bodies as the in-place compression does', async () => {
    const small = JSON.stringify({ hello: 'world'.repeat(300) });
    expect(await compressedFormsOffThread(small)).toEqual(compressedForms(small));
    expect(await compressedFormsOffThread('[]')).toEqual({});
  });
});
