/** How long an object URL outlives its download: revoking it at once can cancel the download. */
const KEEP_OBJECT_URL_MS = 60_000;

/** Asks the browser to save `blob` as `fileName` (a download, as a link with `download` does). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), KEEP_OBJECT_URL_MS);
}
