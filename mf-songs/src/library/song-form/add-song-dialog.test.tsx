import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserNavigation, resetUnauthorizedState, toastStore } from '@worship/shell-contract';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreateSongInput } from '../../__generated__/graphql';
import { CategoriesDocument } from '../../lib/categories.graphql';
import { axeViolations } from '@worship/shell-contract/testing';
import { CATEGORIES, song } from '../../test/fixtures';
import { renderWithShell, toastList } from '../../test/render';
import { CreateSongDocument, SongAuthorsDocument } from './song-form.graphql';
import { AddSongDialog } from './add-song-dialog';
import { PUBLIC_HINT } from './song-form-fields';

const AUTHORS = [
  'Chris Tomlin',
  'Christopher Walker',
  'Chrisanne Mathew',
  'Christy Nockels',
  'Chris Rice',
  'Chris Quilala',
  'Fanny Crosby',
  'Matt Redman',
];

const categoriesMock = {
  request: { query: CategoriesDocument },
  result: { data: { categories: CATEGORIES } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const authorsMock = {
  request: { query: SongAuthorsDocument },
  result: { data: { songAuthors: AUTHORS } },
  // Adding a song evicts the author list, which then asks again.
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const created = song({ id: 'song-new', title: 'Amazing Grace' });

function createMock(
  input: CreateSongInput,
  response: Partial<MockLink.MockedResponse> = { result: { data: { createSong: created } } },
): MockLink.MockedResponse {
  return { request: { query: CreateSongDocument, variables: { input } }, ...response };
}

const BASIC_INPUT: CreateSongInput = {
  title: 'Amazing Grace',
  language: 'english',
  groupId: 'group-1',
  isPublic: true,
  stanzas: [{ lyrics: 'Amazing grace, how sweet the sound', transliterations: [] }],
};

function setup(mocks: MockLink.MockedResponse[] = []) {
  const onOpenChange = vi.fn();
  const onSongAdded = vi.fn();
  renderWithShell(
    <AddSongDialog open onOpenChange={onOpenChange} onSongAdded={onSongAdded} groupId="group-1" />,
    { mocks: [categoriesMock, authorsMock, ...mocks] },
  );
  const dialog = screen.getByRole('dialog', { name: 'Add New Song' });
  // No pause between keystrokes: the form re-renders on each one, which is the test's cost.
  return { user: userEvent.setup({ delay: null }), dialog, onOpenChange, onSongAdded };
}

const submit = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Add Song' });
const stanza = (dialog: HTMLElement, n: number) =>
  within(dialog).getByRole('group', { name: `Stanza ${n}` });

type User = ReturnType<typeof userEvent.setup>;

/** Pastes into a field: one input event, where typing re-renders the whole form per letter. */
async function enter(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillBasics(user: User, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText(/Song Title/), 'Amazing Grace');
  await enter(
    user,
    within(stanza(dialog, 1)).getByLabelText(/Lyrics/),
    'Amazing grace, how sweet the sound',
  );
}

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  resetUnauthorizedState();
  assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  toastStore.dismiss();
});

describe('AddSongDialog', () => {
  it('opens in the spec §4 initial state, with zero axe violations', async () => {
    const { dialog } = setup();
    expect(dialog).toHaveAccessibleDescription(
      'Create a new song with lyrics and transliterations',
    );
    expect(within(dialog).getByLabelText(/Song Title/)).toHaveValue('');
    expect(within(dialog).getByLabelText(/Author/)).toHaveValue('');
    const language = within(dialog).getByLabelText(/Primary Language/);
    expect(language).toHaveValue('english');
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English (ENG)', 'Malayalam (MAL)', 'Tamil (TAM)', 'Hindi (HIN)']);
    expect(within(dialog).getByRole('combobox', { name: /Category/ })).toHaveTextContent(
      'No category',
    );
    expect(within(dialog).getAllByRole('group', { name: /Stanza/ })).toHaveLength(1);
    expect(within(stanza(dialog, 1)).getByLabelText(/Lyrics/)).toHaveValue('');
    // One stanza: no remove button, no transliteration rows.
    expect(within(dialog).queryByRole('button', { name: /Remove stanza/ })).toBeNull();
    expect(within(dialog).queryByLabelText(/Transliteration 1/)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(submit(dialog)).toBeEnabled();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the required messages under the fields and sends nothing', async () => {
    const { user, dialog, onSongAdded } = setup();
    await user.click(submit(dialog));
    const title = within(dialog).getByLabelText(/Song Title/);
    expect(title).toHaveAccessibleDescription('Song title is required');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(within(stanza(dialog, 1)).getByLabelText(/Lyrics/)).toHaveAccessibleDescription(
      'Lyrics are required',
    );
    expect(onSongAdded).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);

    // Typing clears the field's message.
    await user.type(title, 'A');
    expect(title).not.toHaveAccessibleDescription('Song title is required');
  });

  it('refuses a title over 200 characters', async () => {
    const { user, dialog } = setup();
    await user.click(within(dialog).getByLabelText(/Song Title/));
    await user.paste('x'.repeat(201));
    await user.click(submit(dialog));
    expect(within(dialog).getByLabelText(/Song Title/)).toHaveAccessibleDescription(
      'Title must be 200 characters or less',
    );
  });

  it('adds stanzas and transliteration rows; a stanza can be removed only when there are two', async () => {
    const { user, dialog } = setup();
    await user.click(within(dialog).getByRole('button', { name: 'Add New Stanza' }));
    expect(within(dialog).getAllByRole('group', { name: /Stanza/ })).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Remove stanza 1' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Remove stanza 2' })).toBeInTheDocument();

    const second = stanza(dialog, 2);
    await user.click(within(second).getByRole('button', { name: 'Add Transliteration' }));
    expect(within(second).getByLabelText('Transliteration 1 language')).toHaveValue('english');
    expect(within(second).getByLabelText('Transliteration 1 text')).toHaveValue('');
    await user.click(
      within(second).getByRole('button', { name: 'Remove transliteration 1 of stanza 2' }),
    );
    expect(within(second).queryByLabelText('Transliteration 1 text')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Remove stanza 2' }));
    expect(within(dialog).getAllByRole('group', { name: /Stanza/ })).toHaveLength(1);
    expect(within(dialog).queryByRole('button', { name: /Remove stanza/ })).toBeNull();
  });

  it("drops blank transliteration rows, sends 'none' and an empty author as absent, then resets", async () => {
    const input: CreateSongInput = {
      title: 'Ente Yeshu',
      language: 'malayalam',
      groupId: 'group-1',
      isPublic: true,
      stanzas: [
        {
          lyrics: 'എന്റെ യേശു',
          transliterations: [{ language: 'tamil', text: 'Ente Yesu' }],
        },
        { lyrics: 'രണ്ടാം ചരണം', transliterations: [] },
      ],
    };
    const { user, dialog, onSongAdded, onOpenChange } = setup([createMock(input)]);
    await user.type(within(dialog).getByLabelText(/Song Title/), '  Ente Yeshu ');
    await user.selectOptions(within(dialog).getByLabelText(/Primary Language/), 'malayalam');
    await user.type(within(dialog).getByLabelText(/Author/), '   ');

    const first = stanza(dialog, 1);
    expect(within(first).getByLabelText(/Lyrics/)).toHaveAttribute('lang', 'ml');
    await user.type(within(first).getByLabelText(/Lyrics/), 'എന്റെ യേശു');
    await user.click(within(first).getByRole('button', { name: 'Add Transliteration' }));
    await user.click(within(first).getByRole('button', { name: 'Add Transliteration' }));
    await user.click(within(first).getByRole('button', { name: 'Add Transliteration' }));
    await user.type(within(first).getByLabelText('Transliteration 1 text'), '   ');
    await user.selectOptions(within(first).getByLabelText('Transliteration 2 language'), 'tamil');
    await user.type(within(first).getByLabelText('Transliteration 2 text'), 'Ente Yesu');
    expect(within(first).getByLabelText('Transliteration 2 text')).toHaveAttribute('lang', 'ta');

    await user.click(within(dialog).getByRole('button', { name: 'Add New Stanza' }));
    await user.type(within(stanza(dialog, 2)).getByLabelText(/Lyrics/), 'രണ്ടാം ചരണം');
    await user.click(submit(dialog));

    await waitFor(() =>
      expect(onSongAdded).toHaveBeenCalledWith(expect.objectContaining({ id: 'song-new' })),
    );
    expect(onOpenChange).toHaveBeenCalledWith(false);
    // The form is back in its initial state.
    expect(within(dialog).getByLabelText(/Song Title/)).toHaveValue('');
    expect(within(dialog).getByLabelText(/Primary Language/)).toHaveValue('english');
    expect(within(dialog).getAllByRole('group', { name: /Stanza/ })).toHaveLength(1);
  });

  it('sends labels, key, capo, tempo, artist, CCLI, copyright, the order and a private song', async () => {
    const { user, dialog, onSongAdded } = setup([
      createMock({
        title: 'Amazing Grace',
        language: 'english',
        artist: 'Chris Tomlin',
        key: 'F#m',
        tempo: 72,
        ccliNumber: '4768151',
        copyright: '© 2006 worshiptogether.com',
        capo: 2,
        isPublic: false,
        sectionOrder: [1, 2, 1],
        groupId: 'group-1',
        stanzas: [
          { label: 'Verse 1', lyrics: 'Amazing grace, how sweet the sound', transliterations: [] },
          { label: 'My own tag', lyrics: '[G]My chains are gone', transliterations: [] },
        ],
      }),
    ]);
    await fillBasics(user, dialog);
    expect(within(dialog).getByText('[G]Amazing [C]grace', { selector: 'code' })).toBeVisible();
    await enter(user, within(dialog).getByLabelText(/Artist/), 'Chris Tomlin');
    await user.selectOptions(within(dialog).getByLabelText('Key'), 'F#m');
    await user.type(within(dialog).getByLabelText('Capo'), '2');
    await user.type(within(dialog).getByLabelText(/Tempo/), '72');
    await user.type(within(dialog).getByLabelText(/CCLI/), '4768151');
    await enter(user, within(dialog).getByLabelText(/Copyright/), '© 2006 worshiptogether.com');
    // Public by default (DESIGN §4), with what it means said beside it.
    const visibility = within(dialog).getByRole('switch', { name: 'Public' });
    expect(visibility).toBeChecked();
    expect(visibility).toHaveAccessibleDescription(PUBLIC_HINT);
    await user.click(visibility);
    await enter(user, within(stanza(dialog, 1)).getByLabelText(/Section label/), 'Verse 1');
    await user.click(within(dialog).getByRole('button', { name: 'Add New Stanza' }));
    const second = stanza(dialog, 2);
    await enter(user, within(second).getByLabelText(/Section label/), 'My own tag');
    await enter(user, within(second).getByLabelText(/Lyrics/), '[G]My chains are gone');
    for (const n of ['1', '2', '1']) {
      await user.selectOptions(within(dialog).getByLabelText('Stanza to add to the order'), n);
      await user.click(within(dialog).getByRole('button', { name: 'Add to order' }));
    }
    expect(
      within(within(dialog).getByRole('list', { name: 'Section order' }))
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['V1', 'MOT', 'V1']);
    await user.click(submit(dialog));
    await waitFor(() => expect(onSongAdded).toHaveBeenCalled());
  });

  it('sends the chosen category, picked from options with colour dots', async () => {
    const { user, dialog, onSongAdded } = setup([
      createMock({ ...BASIC_INPUT, categoryId: 'cat-worship' }),
    ]);
    await fillBasics(user, dialog);
    const trigger = within(dialog).getByRole('combobox', { name: /Category/ });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(async () => {
      await user.click(trigger);
      expect(within(dialog).getByRole('option', { name: 'Worship' })).toBeInTheDocument();
    });
    const listbox = within(dialog).getByRole('listbox', { name: 'Categories' });
    expect(trigger).toHaveAttribute('aria-controls', listbox.id);
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'No category',
      'Praise',
      'Worship',
    ]);
    expect(options[0]!.querySelector('span[aria-hidden="true"]')).toBeNull();
    expect(options[2]!.querySelector('span[aria-hidden="true"]')).toHaveStyle({
      background: '#8b5cf6',
    });
    expect(await axeViolations()).toEqual([]);
    await user.click(within(listbox).getByRole('option', { name: 'Worship' }));
    expect(trigger).toHaveTextContent('Worship');
    expect(trigger).toHaveFocus();
    expect(within(dialog).queryByRole('listbox')).toBeNull();
    await user.click(submit(dialog));
    await waitFor(() => expect(onSongAdded).toHaveBeenCalled());
  });

  it('picks a category with the keyboard; Escape closes the list and not the dialog', async () => {
    const { user, dialog, onOpenChange } = setup();
    const trigger = within(dialog).getByRole('combobox', { name: /Category/ });
    // The categories arrive from the server first.
    await waitFor(async () => {
      trigger.focus();
      await user.keyboard('{ArrowDown}');
      const listbox = within(dialog).getByRole('listbox', { name: 'Categories' });
      expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    });
    // Opens on the current choice ('No category'), then moves.
    expect(trigger).toHaveAttribute(
      'aria-activedescendant',
      within(dialog).getByRole('option', { name: 'No category' }).id,
    );
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(dialog).getByRole('option', { name: 'Worship' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Enter}');
    expect(trigger).toHaveTextContent('Worship');
    expect(within(dialog).queryByRole('listbox')).toBeNull();

    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(within(dialog).queryByRole('listbox')).toBeNull();
    expect(trigger).toHaveTextContent('Worship');
    expect(onOpenChange).not.toHaveBeenCalled();

    // A letter picks the next category starting with it, list closed or open.
    await user.keyboard('p');
    expect(trigger).toHaveTextContent('Praise');
  });

  it('suggests at most 5 authors by case-insensitive substring; a click picks one', async () => {
    const { user, dialog } = setup();
    const author = within(dialog).getByLabelText(/Author/);
    expect(author).toHaveAttribute('role', 'combobox');
    expect(author).toHaveAttribute('aria-expanded', 'false');

    await user.type(author, 'CHRIS');
    const listbox = await within(dialog).findByRole('listbox', { name: 'Author suggestions' });
    expect(author).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Chris Tomlin',
      'Christopher Walker',
      'Chrisanne Mathew',
      'Christy Nockels',
      'Chris Rice',
    ]);
    expect(await axeViolations()).toEqual([]);

    await user.clear(author);
    await user.type(author, 'redm');
    expect(
      within(within(dialog).getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Matt Redman']);

    await user.click(within(dialog).getByRole('option', { name: 'Matt Redman' }));
    expect(author).toHaveValue('Matt Redman');
    expect(within(dialog).queryByRole('listbox')).toBeNull();

    await user.clear(author);
    await user.type(author, 'zzz');
    expect(within(dialog).queryByRole('listbox')).toBeNull();
  });

  it('picks a suggestion with the keyboard; Escape closes the list and not the dialog', async () => {
    const { user, dialog, onOpenChange } = setup();
    const author = within(dialog).getByLabelText(/Author/);
    await user.type(author, 'fanny');
    await within(dialog).findByRole('listbox');
    await user.keyboard('{ArrowDown}');
    const option = within(dialog).getByRole('option', { name: 'Fanny Crosby' });
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(author).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');
    expect(author).toHaveValue('Fanny Crosby');
    expect(within(dialog).queryByRole('listbox')).toBeNull();

    await user.type(author, '{Backspace}');
    expect(within(dialog).getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(within(dialog).queryByRole('listbox')).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add New Song' })).toBeInTheDocument();
  });

  it('hides the suggestions 200 ms after the field loses focus', async () => {
    const { user, dialog } = setup();
    const author = within(dialog).getByLabelText(/Author/);
    await user.type(author, 'matt');
    await within(dialog).findByRole('listbox');
    // The 200 ms on the test's clock: a slow machine must not close the list before we look.
    // fireEvent from here on, since user-event waits on real timers that fake ones freeze.
    vi.useFakeTimers();
    try {
      fireEvent.blur(author);
      await act(() => vi.advanceTimersByTimeAsync(199));
      // Still there just before the 200 ms (a click on an option must still land)…
      expect(within(dialog).getByRole('listbox')).toBeInTheDocument();
      // …and gone once they have passed.
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(within(dialog).queryByRole('listbox')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("disables the save button and reads 'Adding Song...' with a spinner while saving", async () => {
    const { user, dialog } = setup([createMock(BASIC_INPUT, { delay: Infinity })]);
    await fillBasics(user, dialog);
    await user.click(submit(dialog));
    const saving = await within(dialog).findByRole('button', { name: 'Adding Song...' });
    expect(saving).toBeDisabled();
    expect(saving).toHaveAttribute('aria-busy', 'true');
    expect(saving.querySelector('span[aria-hidden="true"]')).not.toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Add Song' })).toBeNull();
  });

  it("shows the 'Error' toast when adding fails, and keeps the form", async () => {
    const { user, dialog, onSongAdded, onOpenChange } = setup([
      createMock(BASIC_INPUT, { error: new Error('Network down') }),
    ]);
    await fillBasics(user, dialog);
    await user.click(submit(dialog));
    const toasts = toastList();
    expect(
      await within(toasts).findByText('Failed to add song. Please try again.'),
    ).toBeInTheDocument();
    expect(within(toasts).getByText('Error')).toBeInTheDocument();
    expect(onSongAdded).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText(/Song Title/)).toHaveValue('Amazing Grace');
    expect(submit(dialog)).toBeEnabled();
  });

  it('treats a 401 as logged out: the Unauthorized toast, then /api/login', async () => {
    const { user, dialog } = setup([
      createMock(BASIC_INPUT, {
        result: {
          errors: [new GraphQLError('Unauthorized', { extensions: { code: 'UNAUTHENTICATED' } })],
        },
      }),
    ]);
    await fillBasics(user, dialog);
    await user.click(submit(dialog));
    const toasts = toastList();
    expect(await within(toasts).findByText('Unauthorized')).toBeInTheDocument();
    expect(within(toasts).getByText('You are logged out. Logging in again...')).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'));
  });

  it("shows the server's field errors under the matching fields and rows", async () => {
    const input: CreateSongInput = {
      ...BASIC_INPUT,
      stanzas: [
        {
          lyrics: 'Amazing grace, how sweet the sound',
          transliterations: [{ language: 'english', text: 'kept row' }],
        },
      ],
    };
    const { user, dialog } = setup([
      createMock(input, {
        result: {
          errors: [
            new GraphQLError('Invalid input', {
              extensions: {
                code: 'BAD_USER_INPUT',
                fieldErrors: {
                  language: 'Please select a primary language',
                  stanzas: 'At least one stanza is required',
                  // Index 0 after the blank first row was dropped = the form's second row.
                  'stanzas.0.transliterations.0.language': 'Please select a language',
                  'stanzas.0.transliterations.0.text': 'Transliteration text is required',
                },
              },
            }),
          ],
        },
      }),
    ]);
    await fillBasics(user, dialog);
    const first = stanza(dialog, 1);
    await user.click(within(first).getByRole('button', { name: 'Add Transliteration' }));
    await user.click(within(first).getByRole('button', { name: 'Add Transliteration' }));
    await user.type(within(first).getByLabelText('Transliteration 2 text'), 'kept row');
    await user.click(submit(dialog));

    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Primary Language/)).toHaveAccessibleDescription(
        'Please select a primary language',
      ),
    );
    expect(within(dialog).getByText('At least one stanza is required')).toBeInTheDocument();
    expect(within(first).getByLabelText('Transliteration 2 language')).toHaveAccessibleDescription(
      'Please select a language',
    );
    expect(within(first).getByLabelText('Transliteration 2 text')).toHaveAccessibleDescription(
      'Transliteration text is required',
    );
    expect(within(first).getByLabelText('Transliteration 1 language')).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(screen.queryByText('Failed to add song. Please try again.')).toBeNull();
  });
});
