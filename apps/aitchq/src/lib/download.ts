/** How long a download's object URL is kept: the browser reads it after the click returns. */
const OBJECT_URL_LIFETIME_MS = 30_000;

/**
 * Hands a file to the browser's downloads, as a link with `download` would (Qube's report export
 * does the same, `apps/qube/src/lib/report/export-report.ts`).
 */
export function downloadFile({ name, blob }: { name: string; blob: Blob }): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
