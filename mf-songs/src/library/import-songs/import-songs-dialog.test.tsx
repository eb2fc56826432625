import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMPORT_FILE_SIZE_MAX, IMPORT_FILE_TOO_LARGE } from '@worship/common';
import { axeViolations } from '@worship/shell-contract/testing';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../test/render';
import ImportSongsDialog, {
  IMPORT_PUBLIC_HINT_PERSONAL,
  IMPORT_TRANSLITERATE_HINT,
} from './import-songs-dialog';
import { ImportSongsDocument } from './import-songs.graphql';

const HOLY = '{title: Holy}\n[G]Holy holy';
const GRACE = 'Amazing Grace\n\nAmazing grace how sweet';
const b64 = (text: string) => btoa(text);

const file = (name: string, onDuplicate = 'SKIP', text = name === 'holy.cho' ? HOLY : GRACE) => ({
  name,
  content: b64(text),
  encoding: 'base64',
  onDuplicate,
});

const result = (name: string, status: string, title: string, extra: object = {}) => ({
  __typename: 'SongImportResult',
  name,
  status,
  songId: null,
  message: null,
  format: 'chordpro',
  duplicateOfId: null,
  duplicateOfTitle: null,
  warnings: [],
  preview: { __typename: 'SongImportPreview', title, language: 'english', sections: ['Verse 1'] },
  ...extra,
});

const mock = (
  dryRun: boolean,
  files: object[],
  answer: object[],
  generateTransliterations = false,
) => ({
  request: {
    query: ImportSongsDocument,
    variables: {
      input: { groupId: 'group-1', dryRun, isPublic: false, generateTransliterations, files },
    },
  },
  result: { data: { importSongs: answer } },
});

describe('ImportSongsDialog', () => {
  it('previews files, flags oversize ones locally, sends the duplicate choice and reports counts', async () => {
    const onImported = vi.fn();
    renderWithShell(
      <ImportSongsDialog open onOpenChange={() => {}} groupId="group-1" onImported={onImported} />,
      {
        mocks: [
          mock(
            true,
            [file('holy.cho'), file('grace.txt')],
            [
              result('holy.cho', 'created', 'Holy'),
              result('grace.txt', 'duplicate', 'Amazing Grace', {
                format: 'plain',
                duplicateOfId: 's0',
                duplicateOfTitle: 'Amazing Grace (My Chains Are Gone)',
              }),
            ],
          ),
          mock(
            false,
            [file('holy.cho'), file('grace.txt', 'REPLACE')],
            [
              result('holy.cho', 'created', 'Holy', { songId: 's1' }),
              result('grace.txt', 'replaced', 'Amazing Grace', { songId: 's2' }),
            ],
          ),
        ],
      },
    );
    const big = new File(['x'.repeat(IMPORT_FILE_SIZE_MAX + 1)], 'big.txt');
    fireEvent.change(screen.getByLabelText('Song files'), {
      target: {
        files: [new File([HOLY], 'holy.cho'), new File([GRACE], 'grace.txt'), big],
      },
    });
    const preview = await screen.findByRole('table', { name: 'Preview' });
    const rows = within(preview).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Ready');
    // The song already in the library, which may be titled differently from the file's.
    expect(rows[1]).toHaveTextContent('Duplicate of "Amazing Grace (My Chains Are Gone)"');
    expect(rows[2]).toHaveTextContent(IMPORT_FILE_TOO_LARGE);
    expect(await axeViolations()).toEqual([]);

    const user = userEvent.setup({ delay: null });
    await user.selectOptions(screen.getByLabelText('What to do with grace.txt'), 'replace');
    await user.click(screen.getByRole('button', { name: 'Import 3 files' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Created 1, replaced 1, skipped 0, failed 1',
    );
    expect(screen.getByRole('status')).toHaveFocus();
    expect(onImported).toHaveBeenCalled();
  });

  it('shows an error from the server', async () => {
    renderWithShell(
      <ImportSongsDialog open onOpenChange={() => {}} groupId="group-1" onImported={() => {}} />,
      {
        mocks: [
          {
            request: {
              query: ImportSongsDocument,
              variables: {
                input: {
                  groupId: 'group-1',
                  dryRun: true,
                  isPublic: false,
                  generateTransliterations: false,
                  files: [file('holy.cho')],
                },
              },
            },
            error: new Error('Network down'),
          },
        ],
      },
    );
    fireEvent.change(screen.getByLabelText('Song files'), {
      target: { files: [new File([HOLY], 'holy.cho')] },
    });
    expect(
      await screen.findByText('Failed to import the songs. Please try again.', {
        selector: 'p[role=alert]',
      }),
    ).toBeVisible();
  });

  it('names the group the files go to', () => {
    renderWithShell(
      <ImportSongsDialog
        open
        onOpenChange={() => {}}
        groupId="group-1"
        groupName="Evening Choir"
        onImported={() => {}}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Import Songs' })).toHaveAccessibleDescription(
      'OpenLyrics, ChordPro, SongSelect or plain text files into the group Evening Choir',
    );
  });

  it('imports into My Songs, and says so, for a user in no group', async () => {
    const onImported = vi.fn();
    const personal = (dryRun: boolean, answer: object[]) => ({
      request: {
        query: ImportSongsDocument,
        variables: {
          input: {
            groupId: null,
            dryRun,
            isPublic: false,
            generateTransliterations: false,
            files: [file('holy.cho')],
          },
        },
      },
      result: { data: { importSongs: answer } },
    });
    renderWithShell(
      <ImportSongsDialog open onOpenChange={() => {}} groupId={null} onImported={onImported} />,
      {
        groups: [],
        mocks: [
          personal(true, [result('holy.cho', 'created', 'Holy')]),
          personal(false, [result('holy.cho', 'created', 'Holy', { songId: 's1' })]),
        ],
      },
    );
    const dialog = screen.getByRole('dialog', { name: 'Import Songs' });
    expect(dialog).toHaveAccessibleDescription(
      'OpenLyrics, ChordPro, SongSelect or plain text files into My Songs, your own songs: you are not in any group yet',
    );

    fireEvent.change(screen.getByLabelText('Song files'), {
      target: { files: [new File([HOLY], 'holy.cho')] },
    });
    await screen.findByRole('table', { name: 'Preview' });
    expect(screen.getByRole('switch', { name: 'Public' })).toHaveAccessibleDescription(
      IMPORT_PUBLIC_HINT_PERSONAL,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Import 1 file' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Created 1, replaced 0, skipped 0, failed 0',
    );
    expect(onImported).toHaveBeenCalledTimes(1);
  });

  it('asks for generated transliterations when the box is ticked', async () => {
    renderWithShell(
      <ImportSongsDialog open onOpenChange={() => {}} groupId="group-1" onImported={() => {}} />,
      {
        mocks: [
          mock(true, [file('holy.cho')], [result('holy.cho', 'created', 'Holy')]),
          mock(
            false,
            [file('holy.cho')],
            [result('holy.cho', 'created', 'Holy', { songId: 's1' })],
            true,
          ),
        ],
      },
    );
    fireEvent.change(screen.getByLabelText('Song files'), {
      target: { files: [new File([HOLY], 'holy.cho')] },
    });
    await screen.findByRole('table', { name: 'Preview' });
    const box = screen.getByRole('checkbox', { name: 'Add English transliterations' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(IMPORT_TRANSLITERATE_HINT);
    const user = userEvent.setup({ delay: null });
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Import 1 file' }));
    // Only the mock with generateTransliterations: true answers this import.
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Created 1, replaced 0, skipped 0, failed 0',
    );
    expect(await axeViolations()).toEqual([]);
  });
});
