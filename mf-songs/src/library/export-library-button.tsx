import { Button } from '@worship/design-system';
import { useReportError } from '@worship/shell-contract';
import { useState } from 'react';

export const EXPORT_FAILED = 'Failed to export the songs. Please try again.';

/** The selected group's whole library as one zip (POST /api/songs/export). */
export function ExportLibraryButton({ groupId }: { groupId: string }) {
  const reportError = useReportError();
  const [busy, setBusy] = useState(false);

  async function download(format: 'openlyrics' | 'chordpro') {
    setBusy(true);
    try {
      const response = await fetch('/api/songs/export', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ groupId, format }),
      });
      if (!response.ok) throw new Error(`Export failed with ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = 'songs.zip';
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      reportError(error, EXPORT_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="outline" disabled={busy} onClick={() => void download('openlyrics')}>
        Export library (OpenLyrics)
      </Button>
      <Button variant="outline" disabled={busy} onClick={() => void download('chordpro')}>
        Export library (ChordPro)
      </Button>
    </>
  );
}
