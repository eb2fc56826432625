/** Spec §8 clipboard messages. */
export const COPY_FAILED = 'Failed to copy to clipboard.';
export const COPY_LINK_FAILED = 'Failed to copy link to clipboard.';

/** Writes `text` to the clipboard; rejects when the browser refuses or has no clipboard API. */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) {
    throw new Error('Clipboard is not available');
  }
  await navigator.clipboard.writeText(text);
}
