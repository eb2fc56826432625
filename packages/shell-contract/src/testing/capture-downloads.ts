import { vi } from 'vitest';

export interface CapturedDownloads {
  /** The files the page asked the browser to save, in order: object URL and file name. */
  saved: { href: string; download: string }[];
  /** The blobs behind them. */
  blobs: Blob[];
  /** Object URLs released so far. */
  revoked: string[];
}

/**
 * jsdom has no object URLs and does not download: records what `saveFile` (or any link with
 * `download`) asks for instead. Call it in a `beforeEach`; `vi.unstubAllGlobals()` and
 * `vi.restoreAllMocks()` in the `afterEach` undo it.
 */
export function captureDownloads(): CapturedDownloads {
  const captured: CapturedDownloads = { saved: [], blobs: [], revoked: [] };
  vi.stubGlobal('URL', {
    ...URL,
    createObjectURL: (blob: Blob) => {
      captured.blobs.push(blob);
      return `blob:download-${captured.blobs.length}`;
    },
    revokeObjectURL: (url: string) => captured.revoked.push(url),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    captured.saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
  return captured;
}
