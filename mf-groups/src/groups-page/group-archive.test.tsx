import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { groupArchiveFileName as archiveFileName } from '@worship/common';
import { toastStore } from '@worship/shell-contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads, type CapturedDownloads } from '@worship/shell-contract/testing';
import { renderWithShell, toastList } from '../test/render';
import {
  EXPORT_GROUP_FAILED,
  ExportGroupButton,
  IMPORT_GROUP_FAILED,
  ImportGroupButton,
} from './group-archive';

const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);

let downloads: CapturedDownloads;

beforeEach(() => {
  downloads = captureDownloads();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toastStore.dismiss();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('ExportGroupButton', () => {
  it('downloads GET /api/groups/:id/export as the group’s name .zip', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(ZIP, { status: 200 }));
    const user = userEvent.setup({ delay: null });
    renderWithShell(<ExportGroupButton group={{ id: 'g 1', name: 'St. Thomas Choir' }} />);

    await user.click(screen.getByRole('button', { name: 'Download group St. Thomas Choir' }));

    await waitFor(() =>
      expect(downloads.saved).toEqual([
        { href: 'blob:download-1', download: 'St Thomas Choir.zip' },
      ]),
    );
    expect(fetchSpy).toHaveBeenCalledWith('/api/groups/g%201/export', {
      credentials: 'same-origin',
    });
  });

  it('says the download failed when the server refuses it, and saves nothing', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(403, { message: "Only the group's creator can export it" }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithShell(<ExportGroupButton group={{ id: 'g1', name: 'Choir' }} />);

    await user.click(screen.getByRole('button', { name: 'Download group Choir' }));

    expect(await within(toastList()).findByText(EXPORT_GROUP_FAILED)).toBeInTheDocument();
    expect(downloads.saved).toEqual([]);
  });

  it('names files without what file systems refuse', () => {
    expect(archiveFileName('Youth / Choir: 2026?')).toBe('Youth  Choir 2026.zip');
    expect(archiveFileName('***')).toBe('group.zip');
    expect(archiveFileName('ഗായകസംഘം')).toBe('ഗായകസംഘം.zip');
  });
});

describe('ImportGroupButton', () => {
  it('posts the chosen archive, says what came in and hands over the new group', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(201, {
        group: { id: 'new-1', name: 'Choir' },
        songs: 2,
        schedules: 1,
        scheduleSongs: 2,
        songErrors: [],
      }),
    );
    const onImported = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithShell(<ImportGroupButton onImported={onImported} />);
    const file = new File([ZIP], 'Choir.zip', { type: 'application/zip' });

    await user.upload(screen.getByLabelText('Group archive to import'), file);

    await waitFor(() =>
      expect(onImported).toHaveBeenCalledWith(
        expect.objectContaining({ group: { id: 'new-1', name: 'Choir' } }),
      ),
    );
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/groups/import');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/zip' },
      body: file,
    });
    const toasts = within(toastList());
    expect(toasts.getByText('Group imported')).toBeInTheDocument();
    expect(toasts.getByText('"Choir": 2 songs, 1 schedule.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import group' })).toBeEnabled();
  });

  it('shows the server’s reason when the file is not a group archive', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(400, { message: 'The archive is not a readable zip file' }),
    );
    const onImported = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithShell(<ImportGroupButton onImported={onImported} />);

    await user.upload(
      screen.getByLabelText('Group archive to import'),
      new File(['hello'], 'notes.zip', { type: 'application/zip' }),
    );

    const toasts = within(toastList());
    expect(await toasts.findByText(IMPORT_GROUP_FAILED)).toBeInTheDocument();
    expect(toasts.getByText('The archive is not a readable zip file')).toBeInTheDocument();
    expect(onImported).not.toHaveBeenCalled();
  });
});
