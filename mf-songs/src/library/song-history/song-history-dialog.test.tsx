import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '@worship/shell-contract';
import { axeViolations } from '@worship/shell-contract/testing';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { song } from '../../test/fixtures';
import { toastList, renderWithShell } from '../../test/render';
import { CONFLICT_MESSAGE } from '../song-form/song-differences';
import SongHistoryDialog from './song-history-dialog';
import {
  RestoreSongVersionDocument,
  SongVersionDocument,
  SongVersionsDocument,
} from './song-history.graphql';

const GRACE = song({ id: 'song-grace', title: 'Amazing Grace', version: 3 });

const user = (id: string, firstName: string | null, lastName: string | null) => ({
  __typename: 'User',
  id,
  firstName,
  lastName,
});

const version = (
  n: number,
  changedFields: string[],
  restoredFrom: number | null,
  editedBy = user('user-1', 'Grace', 'Hopper'),
) => ({
  __typename: 'SongVersion',
  version: n,
  editedAt: `2025-03-0${n}T10:30:00.000Z`,
  changedFields,
  restoredFrom,
  editedBy,
});

const versionsMock = (current: number, versions: ReturnType<typeof version>[]) => ({
  request: { query: SongVersionsDocument, variables: { id: GRACE.id } },
  result: {
    data: { song: { __typename: 'Song', id: GRACE.id, version: current, versions } },
  },
});

const HISTORY = [
  version(3, ['title'], 1, user('user-2', 'Ann', null)),
  version(2, ['title', 'stanzas', 'ccliNumber'], null, user('user-3', null, null)),
  version(1, [], null),
];

const snapshotMock: MockLink.MockedResponse = {
  request: { query: SongVersionDocument, variables: { songId: GRACE.id, version: 1 } },
  result: {
    data: {
      songVersion: {
        __typename: 'SongVersion',
        version: 1,
        snapshot: {
          __typename: 'SongSnapshot',
          title: 'Amazing Grace (first)',
          language: 'english',
          author: 'John Newton',
          artist: null,
          key: 'G',
          tempo: null,
          capo: null,
          copyright: null,
          ccliNumber: null,
          translation: null,
          isPublic: true,
          sectionOrder: [],
          categoryId: null,
          stanzas: [
            {
              __typename: 'SnapshotStanza',
              position: 0,
              label: 'Verse 1',
              lyrics: '[G]Amazing grace, how sweet',
              transliterations: [],
            },
          ],
        },
      },
    },
  },
};

function setup(mocks: MockLink.MockedResponse[]) {
  const onRestored = vi.fn();
  renderWithShell(
    <SongHistoryDialog song={GRACE} open onOpenChange={() => {}} onRestored={onRestored} />,
    { mocks },
  );
  return { user: userEvent.setup({ delay: null }), onRestored };
}

afterEach(() => {
  toastStore.dismiss();
});

describe('SongHistoryDialog', () => {
  it('lists versions newest first: who, when, what changed, restored from; axe clean', async () => {
    setup([versionsMock(3, HISTORY)]);
    const dialog = screen.getByRole('dialog', { name: 'Song History' });
    const list = await within(dialog).findByRole('list', { name: 'Versions' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Version 3 (current)',
      'Version 2',
      'Version 1',
    ]);
    expect(within(items[0]!).getByText(/^Ann · Mar 3, 2025/)).toBeInTheDocument();
    expect(within(items[0]!).getByText('Restored from version 1')).toBeInTheDocument();
    expect(within(items[1]!).getByText(/^Unknown · Mar 2, 2025/)).toBeInTheDocument();
    expect(within(items[1]!).getByText('Changed: title, stanzas, CCLI number')).toBeInTheDocument();
    expect(within(items[2]!).getByText(/^Grace Hopper · /)).toBeInTheDocument();
    expect(within(items[2]!).getByText('Created')).toBeInTheDocument();
    // The current version cannot be restored onto itself.
    expect(within(items[0]!).queryByRole('button', { name: /Restore/ })).toBeNull();
    expect(within(items[2]!).getByRole('button', { name: 'Restore Version 1' })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it("shows a version's content with its labels and chords", async () => {
    const { user } = setup([versionsMock(3, HISTORY), snapshotMock]);
    await user.click(await screen.findByRole('button', { name: 'View Version 1' }));
    const preview = await screen.findByRole('region', { name: 'Version 1' });
    expect(await within(preview).findByText('Amazing Grace (first)')).toHaveAttribute('lang', 'en');
    expect(within(preview).getByRole('heading', { name: 'Verse 1' })).toBeInTheDocument();
    // The chord sits in its own box over the syllable.
    const chord = preview.querySelector('[data-part="chord"]');
    expect(chord).toHaveTextContent('G');
  });

  it('restores after a confirmation, as a new version', async () => {
    const restored = song({ ...GRACE, version: 4 });
    const { user, onRestored } = setup([
      versionsMock(3, HISTORY),
      {
        request: {
          query: RestoreSongVersionDocument,
          variables: { id: GRACE.id, version: 1, expectedVersion: 3 },
        },
        result: { data: { restoreSongVersion: restored } },
      },
      versionsMock(4, [version(4, ['title'], 1), ...HISTORY]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Restore Version 1' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Restore version 1?' });
    expect(confirm).toHaveAccessibleDescription(/saved as a new version 4/);
    expect(await axeViolations()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(onRestored).toHaveBeenCalledWith(expect.objectContaining({ version: 4 })),
    );
    expect(within(toastList()).getByText('Version 1 is now version 4.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Version 4 (current)' })).toBeInTheDocument();
  });

  it('says when someone saved the song meanwhile, and restores nothing', async () => {
    const { user, onRestored } = setup([
      versionsMock(3, HISTORY),
      {
        request: {
          query: RestoreSongVersionDocument,
          variables: { id: GRACE.id, version: 2, expectedVersion: 3 },
        },
        result: {
          errors: [new GraphQLError(CONFLICT_MESSAGE, { extensions: { code: 'CONFLICT' } })],
        },
      },
      versionsMock(4, [version(4, ['key'], null), ...HISTORY]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Restore Version 2' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));
    expect(await within(toastList()).findByText(CONFLICT_MESSAGE)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Version 4 (current)' })).toBeInTheDocument();
    expect(onRestored).not.toHaveBeenCalled();
  });
});
