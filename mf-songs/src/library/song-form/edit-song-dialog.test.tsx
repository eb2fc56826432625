import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CAPO_MESSAGE, KEY_MESSAGE } from '@worship/common';
import { toastStore } from '@worship/shell-contract';
import { axeViolations } from '@worship/shell-contract/testing';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UpdateSongInput } from '../../__generated__/graphql';
import { CategoriesDocument } from '../../lib/categories.graphql';
import { SongDocument, type SongFields } from '../../lib/song.graphql';
import { CATEGORIES, WORSHIP, song } from '../../test/fixtures';
import { renderWithShell } from '../../test/render';
import EditSongDialog from './edit-song-dialog';
import { CONFLICT_MESSAGE } from './song-differences';
import { SongAuthorsDocument, UpdateSongDocument } from './song-form.graphql';

const always = { maxUsageCount: Number.POSITIVE_INFINITY };
const categoriesMock = {
  request: { query: CategoriesDocument },
  result: { data: { categories: CATEGORIES } },
  ...always,
};
const authorsMock = {
  request: { query: SongAuthorsDocument },
  result: { data: { songAuthors: ['John Newton'] } },
  ...always,
};

const GRACE = song({
  id: 'song-grace',
  title: 'Amazing Grace',
  author: 'John Newton',
  key: 'G',
  capo: 2,
  category: WORSHIP,
  sectionOrder: [1, 2, 1],
  version: 3,
  stanzas: [
    { label: 'Verse 1', lyrics: '[G]Amazing [C]grace' },
    { label: 'Chorus', lyrics: 'How [D]sweet the sound' },
  ],
});

/** The input the form sends for GRACE as it was loaded, with `patch` applied. */
function graceInput(patch: Partial<UpdateSongInput> = {}): UpdateSongInput {
  return {
    title: 'Amazing Grace',
    language: 'english',
    author: 'John Newton',
    categoryId: WORSHIP.id,
    artist: null,
    key: 'G',
    tempo: null,
    ccliNumber: null,
    copyright: null,
    capo: 2,
    isPublic: true,
    sectionOrder: [1, 2, 1],
    stanzas: [
      { label: 'Verse 1', lyrics: '[G]Amazing [C]grace', transliterations: [] },
      { label: 'Chorus', lyrics: 'How [D]sweet the sound', transliterations: [] },
    ],
    expectedVersion: 3,
    ...patch,
  };
}

const updateMock = (
  input: UpdateSongInput,
  response: Partial<MockLink.MockedResponse>,
): MockLink.MockedResponse => ({
  request: { query: UpdateSongDocument, variables: { id: GRACE.id, input } },
  ...response,
});

const conflictError = () =>
  new GraphQLError(CONFLICT_MESSAGE, { extensions: { code: 'CONFLICT', currentVersion: 4 } });

function setup(mocks: MockLink.MockedResponse[] = [], current: SongFields = GRACE) {
  const onOpenChange = vi.fn();
  const onSaved = vi.fn();
  renderWithShell(
    <EditSongDialog song={current} open onOpenChange={onOpenChange} onSaved={onSaved} />,
    { mocks: [categoriesMock, authorsMock, ...mocks] },
  );
  const dialog = screen.getByRole('dialog', { name: 'Edit Song' });
  return { user: userEvent.setup({ delay: null }), dialog, onOpenChange, onSaved };
}

const save = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Save Changes' });
const title = (dialog: HTMLElement) => within(dialog).getByLabelText(/Song Title/);

afterEach(() => {
  vi.restoreAllMocks();
  toastStore.dismiss();
});

describe('EditSongDialog', () => {
  it('opens filled with the song, every field of Add Song and the new ones, axe clean', async () => {
    const { dialog } = setup();
    expect(title(dialog)).toHaveValue('Amazing Grace');
    expect(within(dialog).getByLabelText(/Author/)).toHaveValue('John Newton');
    expect(within(dialog).getByLabelText('Key')).toHaveValue('G');
    expect(within(dialog).getByLabelText(/Capo/)).toHaveValue(2);
    expect(within(dialog).getByRole('switch', { name: 'Public' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Public' })).toHaveAccessibleDescription(
      /public songs page/,
    );
    const stanza2 = within(dialog).getByRole('group', { name: 'Stanza 2' });
    expect(within(stanza2).getByLabelText(/Section label/)).toHaveValue('Chorus');
    expect(within(stanza2).getByLabelText(/Lyrics/)).toHaveValue('How [D]sweet the sound');
    // The order as chips: Verse 1, Chorus, Verse 1.
    const order = within(dialog).getByRole('list', { name: 'Section order' });
    expect(
      within(order)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['V1Verse 1 (position 1)', 'CChorus (position 2)', 'V1Verse 1 (position 3)']);
    expect(within(dialog).getByText('[G]Amazing [C]grace', { selector: 'code' })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('saves every field with the version it was opened at, then closes and tells the page', async () => {
    const saved = song({ ...GRACE, title: 'Amazing Grace (new)', version: 4 });
    const { user, dialog, onSaved, onOpenChange } = setup([
      updateMock(graceInput({ title: 'Amazing Grace (new)', sectionOrder: [2, 1, 1] }), {
        result: { data: { updateSong: saved } },
      }),
    ]);
    await user.type(title(dialog), ' (new)');
    // Keyboard reordering: the Chorus moves to the front.
    await user.click(
      within(dialog).getByRole('button', { name: 'Move Chorus (position 2) earlier' }),
    );
    await user.click(save(dialog));
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ version: 4 })),
    );
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('checks capo and the section order before sending, with the server’s messages', async () => {
    const { user, dialog, onSaved } = setup();
    const capo = within(dialog).getByLabelText(/Capo/);
    await user.clear(capo);
    await user.type(capo, '12');
    // Removing the chorus stanza takes it out of the order too: V1 V1 stays valid.
    await user.click(within(dialog).getByRole('button', { name: 'Remove stanza 2' }));
    expect(
      within(within(dialog).getByRole('list', { name: 'Section order' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['V1Verse 1 (position 1)', 'V1Verse 1 (position 2)']);
    await user.click(save(dialog));
    expect(await within(dialog).findByText(CAPO_MESSAGE)).toBeVisible();
    expect(capo).toHaveAttribute('aria-invalid', 'true');
    expect(capo).toHaveFocus();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("shows the server's field errors on the fields", async () => {
    const { user, dialog } = setup([
      updateMock(graceInput({ artist: 'x' }), {
        result: {
          errors: [
            new GraphQLError('Invalid input', {
              extensions: {
                code: 'BAD_USER_INPUT',
                fieldErrors: { key: KEY_MESSAGE, 'stanzas.1.label': 'Label is wrong' },
              },
            }),
          ],
        },
      }),
    ]);
    await user.type(within(dialog).getByLabelText(/Artist/), 'x');
    await user.click(save(dialog));
    expect(await within(dialog).findByText(KEY_MESSAGE)).toBeVisible();
    expect(within(dialog).getByLabelText('Key')).toHaveAttribute('aria-invalid', 'true');
    const stanza2 = within(dialog).getByRole('group', { name: 'Stanza 2' });
    expect(within(stanza2).getByText('Label is wrong')).toBeVisible();
  });

  it('on a conflict shows both versions, then saves over the new one knowingly', async () => {
    const stored = song({ ...GRACE, title: 'Amazing Grace!', key: 'A', version: 4 });
    const mine = graceInput({ title: 'Grace Amazing' });
    const saved = song({ ...GRACE, title: 'Grace Amazing', version: 5 });
    const { user, dialog, onSaved } = setup([
      updateMock(mine, { result: { errors: [conflictError()] } }),
      {
        request: { query: SongDocument, variables: { id: GRACE.id } },
        result: { data: { song: stored } },
      },
      updateMock({ ...mine, expectedVersion: 4 }, { result: { data: { updateSong: saved } } }),
    ]);
    await user.clear(title(dialog));
    await user.type(title(dialog), 'Grace Amazing');
    await user.click(save(dialog));

    const alert = await within(dialog).findByRole('alert', { name: CONFLICT_MESSAGE });
    expect(within(alert).getByRole('heading', { name: CONFLICT_MESSAGE })).toHaveFocus();
    const table = within(alert).getByRole('table', { name: 'Your version and the saved version' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Title', 'Grace Amazing', 'Amazing Grace!'],
      ['Key', 'G', 'A'],
    ]);
    expect(await axeViolations()).toEqual([]);
    // Nothing was saved yet; the user's text is still in the form.
    expect(onSaved).not.toHaveBeenCalled();
    expect(title(dialog)).toHaveValue('Grace Amazing');

    await user.click(within(alert).getByRole('button', { name: 'Save mine over it' }));
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ version: 5 })),
    );
  });

  it('on a conflict can load the saved version instead', async () => {
    const stored = song({ ...GRACE, title: 'Amazing Grace!', version: 4 });
    const { user, dialog, onSaved } = setup([
      updateMock(graceInput({ title: 'Mine' }), { result: { errors: [conflictError()] } }),
      {
        request: { query: SongDocument, variables: { id: GRACE.id } },
        result: { data: { song: stored } },
      },
      updateMock(graceInput({ title: 'Amazing Grace!', expectedVersion: 4 }), {
        result: { data: { updateSong: stored } },
      }),
    ]);
    await user.clear(title(dialog));
    await user.type(title(dialog), 'Mine');
    await user.click(save(dialog));
    const alert = await within(dialog).findByRole('alert', { name: CONFLICT_MESSAGE });
    await user.click(within(alert).getByRole('button', { name: 'Load the saved version' }));
    expect(within(dialog).queryByRole('alert', { name: CONFLICT_MESSAGE })).toBeNull();
    expect(title(dialog)).toHaveValue('Amazing Grace!');
    // The next save expects the version loaded.
    await user.click(save(dialog));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });
});
