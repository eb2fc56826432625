import { Button } from '@worship/design-system';
import { saveFile, throwIfResNotOk, useReportError } from '@worship/shell-contract';
import { useState } from 'react';

export const EXPORT_FAILED = 'Failed to export the songs. Please try again.';

type ExportFormat = 'openlyrics' | 'chordpro';
const EXPORT_BUTTONS: readonly { format: ExportFormat; label: string }[] = [
  { format: 'openlyrics', label: 'Export library (OpenLyrics)' },
  { format: 'chordpro', label: 'Export library (ChordPro)' },
];

/** The selected group's whole library as one zip (POST /api/songs/export). */
export function ExportLibraryButton({ groupId }: { groupId: string }) {
  const reportError = useReportError();
  // The format being exported: its button shows a spinner, both wait until it is done.
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  async function download(format: ExportFormat) {
    setBusy(format);
    try {
      const response = await fetch('/api/songs/export', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ groupId, format }),
      });
      // '401: …' lets useReportError send a signed-out user to sign in again.
      await throwIfResNotOk(response);
      saveFile(await response.blob(), 'songs.zip');
    } catch (error) {
      reportError(error, EXPORT_FAILED);
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      {EXPORT_BUTTONS.map(({ format, label }) => (
        <Button
          key={format}
          variant="outline"
          loading={busy === format}
          disabled={busy !== null}
          onClick={() => void download(format)}
        >
          {label}
        </Button>
      ))}
    </>
  );
}
