import { groupArchiveFileName } from '@worship/common';
import { Button } from '@worship/design-system';
import { saveFile, throwIfResNotOk, useReportError, useToast } from '@worship/shell-contract';
import { useRef, useState } from 'react';

export const EXPORT_GROUP_FAILED = 'Failed to download the group. Please try again.';
export const IMPORT_GROUP_FAILED = 'Failed to import the group';

/**
 * The creator's "Download group": the whole group (songs as OpenLyrics, schedules as JSON) as one
 * zip (GET /api/groups/:id/export, docs/import-export.md "A whole group").
 */
export function ExportGroupButton({ group }: { group: { id: string; name: string } }) {
  const reportError = useReportError();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const response = await fetch(`/api/groups/${encodeURIComponent(group.id)}/export`, {
        credentials: 'same-origin',
      });
      // '401: …' lets useReportError send a signed-out user to sign in again.
      await throwIfResNotOk(response);
      saveFile(await response.blob(), groupArchiveFileName(group.name));
    } catch (error) {
      reportError(error, EXPORT_GROUP_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="outline"
      loading={busy}
      disabled={busy}
      aria-label={`Download group ${group.name}`}
      onClick={() => void download()}
    >
      Download group
    </Button>
  );
}

export interface ImportedGroup {
  group: { id: string; name: string };
  songs: number;
  schedules: number;
}

/**
 * "Import group": a group archive from any installation becomes a new group of the user's
 * (POST /api/groups/import). The button opens the file chooser; `onImported` gets the answer.
 */
export function ImportGroupButton({
  onImported,
}: {
  onImported: (imported: ImportedGroup) => void;
}) {
  const reportError = useReportError();
  const { toast } = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function upload(file: File) {
    setBusy(true);
    try {
      const response = await fetch('/api/groups/import', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/zip' },
        body: file,
      });
      // A refused archive's reason is the server's message ('The archive is not…'); a 401
      // goes as '401: …' to useReportError, which sends the user to sign in again.
      if (!response.ok && response.status !== 401) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        throw new Error(body?.message ?? `${response.status}: ${response.statusText}`);
      }
      await throwIfResNotOk(response);
      const imported = (await response.json()) as ImportedGroup;
      toast({
        title: 'Group imported',
        description: `"${imported.group.name}": ${imported.songs} ${imported.songs === 1 ? 'song' : 'songs'}, ${imported.schedules} ${imported.schedules === 1 ? 'schedule' : 'schedules'}.`,
      });
      onImported(imported);
    } catch (error) {
      reportError(error, IMPORT_GROUP_FAILED, { withServerMessage: true });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".zip,application/zip"
        aria-label="Group archive to import"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <Button
        variant="outline"
        loading={busy}
        disabled={busy}
        onClick={() => input.current?.click()}
      >
        Import group
      </Button>
    </>
  );
}
