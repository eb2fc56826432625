import { IMPORT_FILE_SIZE_MAX, IMPORT_FILE_TOO_LARGE } from '@worship/common';

/** Files a request carries: small enough that progress moves and one request stays well under the body limit. */
export const IMPORT_CHUNK_SIZE = 50;

export const IMPORT_ACCEPT = '.xml,.cho,.chordpro,.crd,.pro,.txt,*/*';

export interface ReadFile {
  name: string;
  /** Base64 of the file's bytes, so UTF-16 and other encodings reach the server intact. */
  content: string;
  /** Set when the file is refused here, without sending it. */
  localError?: string;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) {
    binary += String.fromCharCode(...bytes.subarray(i, i + step));
  }
  return btoa(binary);
}

/** FileReader rather than File.arrayBuffer: the same bytes, and it also runs where Blob lacks the method (jsdom). */
function readBytes(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.readAsArrayBuffer(file);
  });
}

export async function readImportFile(file: File): Promise<ReadFile> {
  if (file.size > IMPORT_FILE_SIZE_MAX) {
    return { name: file.name, content: '', localError: IMPORT_FILE_TOO_LARGE };
  }
  return { name: file.name, content: toBase64(await readBytes(file)) };
}

export function chunks<T>(items: readonly T[], size = IMPORT_CHUNK_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
