import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserNavigation, resetUnauthorizedState, toastStore } from '@worship/shell-contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads, type CapturedDownloads } from '@worship/shell-contract/testing';
import { renderWithShell, toastList } from '../test/render';
import { EXPORT_FAILED, ExportLibraryButton } from './export-library-button';

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

function answer(response: Response) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(response);
}

describe('ExportLibraryButton', () => {
  it('posts the group and format to /api/songs/export and saves the answer as songs.zip', async () => {
    const fetchSpy = answer(
      new Response(ZIP, { status: 200, headers: { 'Content-Type': 'application/zip' } }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithShell(<ExportLibraryButton groupId="group-1" />);

    await user.click(screen.getByRole('button', { name: 'Export library (ChordPro)' }));

    await waitFor(() =>
      expect(downloads.saved).toEqual([{ href: 'blob:download-1', download: 'songs.zip' }]),
    );
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/songs/export');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(JSON.parse(init!.body as string)).toEqual({ groupId: 'group-1', format: 'chordpro' });
    expect(new Uint8Array(await downloads.blobs[0]!.arrayBuffer())).toEqual(ZIP);
    // Not released at once: that can cancel the download.
    expect(downloads.revoked).toEqual([]);
    // Done: both buttons are back, and no error was shown.
    expect(screen.getByRole('button', { name: 'Export library (ChordPro)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Export library (OpenLyrics)' })).toBeEnabled();
    expect(within(toastList()).queryByText(EXPORT_FAILED)).not.toBeInTheDocument();
  });

  it('shows the export as busy until the zip has come', async () => {
    let respond: (response: Response) => void = () => {};
    vi.spyOn(globalThis, 'fetch').mockReturnValue(
      new Promise<Response>((resolve) => {
        respond = resolve;
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithShell(<ExportLibraryButton groupId="group-1" />);

    await user.click(screen.getByRole('button', { name: 'Export library (OpenLyrics)' }));
    const busy = screen.getByRole('button', { name: 'Export library (OpenLyrics)' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export library (ChordPro)' })).toBeDisabled();

    respond(new Response(ZIP, { status: 200 }));
    await waitFor(() => expect(busy).toBeEnabled());
    expect(busy).not.toHaveAttribute('aria-busy');
    expect(downloads.saved).toHaveLength(1);
  });

  it('says the export failed when the server refuses it, and saves nothing', async () => {
    answer(
      new Response(JSON.stringify({ message: 'Group not found' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithShell(<ExportLibraryButton groupId="group-9" />);

    await user.click(screen.getByRole('button', { name: 'Export library (OpenLyrics)' }));

    expect(await within(toastList()).findByText(EXPORT_FAILED)).toBeInTheDocument();
    expect(downloads.saved).toEqual([]);
    expect(downloads.blobs).toEqual([]);
    expect(screen.getByRole('button', { name: 'Export library (OpenLyrics)' })).toBeEnabled();
  });

  it('sends a signed-out user to sign in again instead of saying the export failed', async () => {
    resetUnauthorizedState();
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    answer(
      new Response(JSON.stringify({ message: 'Unauthorized' }), {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithShell(<ExportLibraryButton groupId="group-1" />);

    await user.click(screen.getByRole('button', { name: 'Export library (OpenLyrics)' }));

    expect(await within(toastList()).findByText('Unauthorized')).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'));
    expect(within(toastList()).queryByText(EXPORT_FAILED)).not.toBeInTheDocument();
    expect(downloads.saved).toEqual([]);
  });

  it('says the export failed when the network is down', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup({ delay: null });
    renderWithShell(<ExportLibraryButton groupId="group-1" />);

    await user.click(screen.getByRole('button', { name: 'Export library (ChordPro)' }));

    expect(await within(toastList()).findByText(EXPORT_FAILED)).toBeInTheDocument();
    expect(downloads.saved).toEqual([]);
  });
});
