import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@worship/shell-contract/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../test/render';
import { makeSong, makeStanza } from '../test/song-fixtures';
import { chordsStorageKey, type ChordContext } from './use-chord-display';
import { SongViewDialog } from './song-view-dialog';
import type { SongFields } from './song.graphql';

const verse = {
  ...makeStanza('st-v', 0, '[G]Amazing [C]grace, how [D/F#]sweet'),
  label: 'Verse 1',
};
const chorus = { ...makeStanza('st-c', 1, 'My [Em]chains are gone'), label: 'Chorus' };
const GRACE = makeSong({
  id: 'song-grace',
  title: 'Amazing Grace',
  language: 'english',
  key: 'G',
  capo: null,
  sectionOrder: [1, 2, 1],
  stanzas: [verse, chorus],
});

function setup(song: SongFields = GRACE, chords: ChordContext = 'chart') {
  renderWithShell(<SongViewDialog song={song} open onOpenChange={vi.fn()} chords={chords} />);
  const dialog = screen.getByRole('dialog', { name: song.title });
  return { user: userEvent.setup({ delay: null }), dialog };
}

/** The chords above the first section's lyrics, in order. */
const firstChords = (dialog: HTMLElement) =>
  [...within(dialog).getAllByRole('listitem')[0]!.querySelectorAll('[data-part="chord"]')].map(
    (chord) => chord.textContent,
  );

const status = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('group', { name: 'Chords' })).getByText(/^Key of/);

beforeEach(() => window.localStorage.clear());
afterEach(() => window.localStorage.clear());

describe('song view chords', () => {
  it('follows the section order with labels, repeats shown', () => {
    const { dialog } = setup();
    const list = within(dialog).getByRole('list', { name: 'Stanzas' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Verse 1', 'Chorus', 'Verse 1']);
    expect(within(dialog).getByText('V1 C V1')).toBeInTheDocument();
  });

  it('shows each chord in a box over the syllable it precedes, and reads the line once', async () => {
    const { dialog } = setup();
    expect(firstChords(dialog)).toEqual(['G', 'C', '', 'D/F#']);
    const segment = within(dialog).getAllByText('Amazing', { selector: '[data-part="lyric"]' })[0]!;
    expect(segment.previousElementSibling).toHaveTextContent('G');
    expect(segment.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(await axeViolations()).toEqual([]);
  });

  it('hides the chords and remembers it on this device', async () => {
    const { user, dialog } = setup();
    const toggle = within(dialog).getByRole('button', { name: 'Chords' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(dialog.querySelector('[data-part="chord"]')).toBeNull();
    expect(within(dialog).getAllByText('Amazing grace, how sweet')[0]).toBeVisible();
    expect(window.localStorage.getItem(chordsStorageKey('chart'))).toBe('false');
  });

  it('starts hidden in lyrics-only views (the public page)', () => {
    const { dialog } = setup(GRACE, 'lyrics');
    expect(within(dialog).getByRole('button', { name: 'Chords' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(dialog.querySelector('[data-part="chord"]')).toBeNull();
  });

  it('transposes by semitone and to a chosen key, spelled as the key wants', async () => {
    const { user, dialog } = setup();
    await user.click(within(dialog).getByRole('button', { name: 'Transpose up a semitone' }));
    expect(firstChords(dialog)).toEqual(['Ab', 'Db', '', 'Eb/G']);
    expect(status(dialog)).toHaveTextContent('Key of Ab (written in G, +1)');
    await user.selectOptions(within(dialog).getByLabelText('Key'), 'A');
    expect(firstChords(dialog)).toEqual(['A', 'D', '', 'E/G#']);
    await user.click(within(dialog).getByRole('button', { name: 'Transpose down a semitone' }));
    await user.click(within(dialog).getByRole('button', { name: 'Transpose down a semitone' }));
    expect(firstChords(dialog)).toEqual(['G', 'C', '', 'D/F#']);
    expect(status(dialog)).toHaveTextContent(/^Key of G$/);
  });

  it('shows capo shapes with the sounding key, and Nashville numbers', async () => {
    const { user, dialog } = setup(makeSong({ ...GRACE, capo: 2 }));
    // The song's capo is where the view starts.
    expect(within(dialog).getByLabelText('Capo')).toHaveValue('2');
    expect(firstChords(dialog)).toEqual(['F', 'Bb', '', 'C/E']);
    expect(status(dialog)).toHaveTextContent('Capo 2: play F shapes, sounding in G');
    await user.click(within(dialog).getByRole('button', { name: 'Nashville numbers' }));
    expect(firstChords(dialog)).toEqual(['1', '4', '', '5/7']);
  });

  it('carries the choices into the full-screen view', async () => {
    const { user, dialog } = setup();
    await user.click(within(dialog).getByRole('button', { name: 'Transpose up a semitone' }));
    await user.click(within(dialog).getByRole('button', { name: 'Full Screen View' }));
    const dialogs = await screen.findAllByRole('dialog', { name: 'Amazing Grace' });
    const full = dialogs[dialogs.length - 1]!;
    const verses = within(full).getByRole('list', { name: 'Verses' });
    expect(
      within(verses)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Verse 1', 'Chorus', 'Verse 1']);
    const primary = within(verses).getByRole('region', { name: 'Verse 1 (1) Primary Lyrics' });
    expect(primary.querySelector('[data-part="chord"]')).toHaveTextContent('Ab');
    await user.click(within(full).getByRole('button', { name: 'Chords' }));
    expect(full.querySelector('[data-part="chord"]')).toBeNull();
  });

  it('has no chord tools for a song without chords', () => {
    const { dialog } = setup(makeSong());
    expect(within(dialog).queryByRole('group', { name: 'Chords' })).toBeNull();
  });

  it('prints a sheet of the song as the viewer reads it', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user, dialog } = setup();
    await user.click(within(dialog).getByRole('button', { name: 'Transpose up a semitone' }));
    await user.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    const sheet = screen.getByTestId('print-sheet');
    // Hidden on screen, shown by the print style sheet alone.
    expect(sheet).not.toBeVisible();
    expect(sheet.parentElement).toBe(document.body);
    expect(sheet).toHaveTextContent(/Key of Ab/);
    expect([...sheet.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'Verse 1',
      'Chorus',
      'Verse 1',
    ]);
    expect(sheet.querySelector('[data-part="chord"]')).toHaveTextContent('Ab');
  });
});
