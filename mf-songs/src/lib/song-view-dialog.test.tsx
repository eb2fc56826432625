import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SongActionSlotsProvider,
  toastStore,
  type AddToScheduleSlotProps,
  type CurrentUser,
} from '@worship/shell-contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@worship/shell-contract/testing';
import { TEST_USER, renderWithShell, toastList } from '../test/render';
import { makeSong, makeStanza } from '../test/song-fixtures';
import { SongViewDialog, type SongViewDialogProps } from './song-view-dialog';
import type { SongFields } from './song.graphql';

function setup(
  song: SongFields = makeSong(),
  { user = TEST_USER, ...props }: Partial<SongViewDialogProps> & { user?: CurrentUser | null } = {},
) {
  const onOpenChange = vi.fn();
  const events = userEvent.setup({ delay: null });
  renderWithShell(<SongViewDialog song={song} open onOpenChange={onOpenChange} {...props} />, {
    user,
  });
  const dialog = screen.getByRole('dialog', { name: song.title });
  return { user: events, dialog, onOpenChange };
}

/** The transliteration language headings of a stanza card, in the order shown. */
function transliterationOrder(stanzaCard: HTMLElement): string[] {
  return within(stanzaCard)
    .queryAllByRole('heading', { level: 4 })
    .map((heading) => heading.textContent ?? '');
}

function stanzaCards(dialog: HTMLElement): HTMLElement[] {
  return within(within(dialog).getByRole('list', { name: 'Stanzas' })).getAllByRole('listitem');
}

afterEach(() => toastStore.dismiss());

describe('SongViewDialog', () => {
  it('shows the title, language code, category and language name', () => {
    const { dialog } = setup();
    expect(within(dialog).getByText('MAL')).toBeInTheDocument();
    expect(within(dialog).getByText('Worship')).toBeInTheDocument();
    expect(within(dialog).getByText('Malayalam')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'യേശുവേ നിന്നെ' })).toBeInTheDocument();
  });

  it('numbers the stanza cards and marks every lyric block with its language', () => {
    const { dialog } = setup();
    const [first, second] = stanzaCards(dialog);
    expect(within(first!).getByRole('heading', { name: 'Stanza 1' })).toBeInTheDocument();
    expect(within(second!).getByRole('heading', { name: 'Stanza 2' })).toBeInTheDocument();

    expect(within(first!).getByText('യേശുവേ നിന്നെ സ്തുതിക്കും').closest('[lang]')).toHaveAttribute(
      'lang',
      'ml',
    );
    expect(within(first!).getByText('Yeshuve ninne sthuthikkum').closest('[lang]')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(within(first!).getByText('யேசுவே நின்னே').closest('[lang]')).toHaveAttribute(
      'lang',
      'ta',
    );
    expect(within(first!).getByText('येशुवे निन्ने').closest('[lang]')).toHaveAttribute('lang', 'hi');
    // The title is Malayalam text too.
    expect(within(dialog).getByText('യേശുവേ നിന്നെ', { selector: 'span' })).toHaveAttribute(
      'lang',
      'ml',
    );
  });

  it("orders transliterations by the viewer's language order", () => {
    const { dialog } = setup(makeSong(), {
      user: { ...TEST_USER, languageOrder: 'tamil,hindi,malayalam,english' },
    });
    expect(transliterationOrder(stanzaCards(dialog)[0]!)).toEqual(['Tamil', 'Hindi', 'English']);
  });

  it('uses the default order english, malayalam, tamil, hindi for anonymous viewers', () => {
    const { dialog } = setup(makeSong(), { user: null });
    expect(transliterationOrder(stanzaCards(dialog)[0]!)).toEqual(['English', 'Tamil', 'Hindi']);
  });

  it('shows artist, key and tempo only when the song has them', () => {
    const { dialog } = setup(makeSong({ author: null }));
    expect(within(dialog).queryByText('Artist')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Key')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Tempo')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/BPM/)).not.toBeInTheDocument();
  });

  it('shows artist, key and tempo in BPM when present', () => {
    const { dialog } = setup(makeSong({ artist: 'Hillsong', key: 'F#m', tempo: 72 }));
    const terms = within(dialog)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ['Author', 'Sadhu Kochukunju'],
      ['Artist', 'Hillsong'],
      ['Key', 'F#m'],
      ['Tempo', '72 BPM'],
    ]);
  });

  it("says 'No stanzas available' for a song without stanzas", () => {
    const { dialog } = setup(makeSong({ stanzas: [] }));
    expect(within(dialog).getByText('No stanzas available')).toBeInTheDocument();
    expect(within(dialog).queryByRole('list', { name: 'Stanzas' })).not.toBeInTheDocument();
  });

  it('copies the public share link and says so', async () => {
    const { user, dialog } = setup();
    await user.click(within(dialog).getByRole('button', { name: 'Share Song' }));
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/songs/public?song=song-1`,
    );
    const toasts = toastList();
    expect(await within(toasts).findByText('Link copied')).toBeInTheDocument();
    expect(within(toasts).getByText('Song link copied to clipboard!')).toBeInTheDocument();
  });

  it('reports a clipboard failure', async () => {
    const { user, dialog } = setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(within(dialog).getByRole('button', { name: 'Share Song' }));
    const toasts = toastList();
    expect(
      await within(toasts).findByText('Failed to copy link to clipboard.'),
    ).toBeInTheDocument();
    expect(within(toasts).getByText('Error')).toBeInTheDocument();
    expect(within(toasts).getByRole('listitem', { hidden: true })).toHaveAttribute(
      'data-variant',
      'destructive',
    );
  });

  it("offers 'Edit Song' only when an edit handler is given", async () => {
    const { dialog } = setup();
    expect(within(dialog).queryByRole('button', { name: 'Edit Song' })).not.toBeInTheDocument();
  });

  it("calls the edit handler with the song from 'Edit Song'", async () => {
    const onEdit = vi.fn();
    const song = makeSong();
    const { user, dialog } = setup(song, { onEdit });
    await user.click(within(dialog).getByRole('button', { name: 'Edit Song' }));
    expect(onEdit).toHaveBeenCalledWith(song);
  });

  describe('Export', () => {
    const withHistory = () => setup(makeSong({ id: 'song 7' }), { onHistory: vi.fn() });

    it('is offered with the edit rights (History), not to a reader', () => {
      const { dialog } = setup(makeSong({ canEdit: false }), { onHistory: vi.fn() });
      expect(within(dialog).queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
      expect(within(dialog).queryByRole('link', { name: /OpenLyrics/ })).not.toBeInTheDocument();
    });

    it('opens a menu of the two formats, each a download link of the song', async () => {
      const { user, dialog } = withHistory();
      const button = within(dialog).getByRole('button', { name: 'Export' });
      expect(button).toHaveAttribute('aria-haspopup', 'menu');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      await user.click(button);

      const menu = await screen.findByRole('menu', { name: 'Export' });
      expect(button).toHaveAttribute('aria-expanded', 'true');
      const items = within(menu).getAllByRole('menuitem');
      expect(items.map((item) => item.textContent)).toEqual([
        'OpenLyrics (.xml)',
        'ChordPro (.cho)',
      ]);
      expect(items.map((item) => item.getAttribute('href'))).toEqual([
        '/api/songs/song%207/export?format=openlyrics',
        '/api/songs/song%207/export?format=chordpro',
      ]);
      for (const item of items) expect(item).toHaveAttribute('download');
      expect(await axeViolations(menu)).toEqual([]);
    });

    it('works from the keyboard: Enter opens, arrows move, Enter follows the link, Escape closes', async () => {
      // The link's click, as the browser gets it (jsdom does not download: stop it there).
      const clicked: string[] = [];
      const record = (event: MouseEvent) => {
        const link = (event.target as Element).closest('a');
        if (!link) return;
        event.preventDefault();
        clicked.push(link.getAttribute('href') ?? '');
      };
      document.addEventListener('click', record);
      try {
        const { user, dialog } = withHistory();
        const button = within(dialog).getByRole('button', { name: 'Export' });
        button.focus();
        await user.keyboard('{Enter}');
        const menu = await screen.findByRole('menu', { name: 'Export' });
        const [openLyrics, chordPro] = within(menu).getAllByRole('menuitem');
        await waitFor(() => expect(openLyrics).toHaveFocus());
        await user.keyboard('{ArrowDown}');
        expect(chordPro).toHaveFocus();
        await user.keyboard('{Enter}');
        expect(clicked).toEqual(['/api/songs/song%207/export?format=chordpro']);
        await waitFor(() =>
          expect(screen.queryByRole('menu', { name: 'Export' })).not.toBeInTheDocument(),
        );

        await user.keyboard('{Enter}');
        await screen.findByRole('menu', { name: 'Export' });
        await user.keyboard('{Escape}');
        await waitFor(() =>
          expect(screen.queryByRole('menu', { name: 'Export' })).not.toBeInTheDocument(),
        );
        expect(button).toHaveFocus();
        // Escape closed the menu only: the song view stays open.
        expect(screen.getByRole('dialog', { name: makeSong().title })).toBeInTheDocument();
      } finally {
        document.removeEventListener('click', record);
      }
    });
  });

  it('shows nothing in the Add to Schedule slot until a picker is given', () => {
    const { dialog } = setup();
    expect(dialog.querySelector('[data-slot="add-to-schedule"]')).toBeNull();
    expect(within(dialog).queryByText(/Add to Schedule/)).not.toBeInTheDocument();
  });

  it('renders the Add to Schedule picker given through the slot', () => {
    const { dialog } = setup(makeSong(), {
      renderAddToSchedule: (song) => <button type="button">Add to Schedule {song.id}</button>,
    });
    expect(
      within(dialog).getByRole('button', { name: 'Add to Schedule song-1' }),
    ).toBeInTheDocument();
  });

  describe('the picker the shell composes (shell contract SongActionSlots)', () => {
    function Picker({ songId, songTitle }: AddToScheduleSlotProps) {
      return <button type="button">{`Add to Schedule: ${songTitle} (${songId})`}</button>;
    }

    function renderWithSlot(user: CurrentUser | null) {
      const song = makeSong();
      renderWithShell(
        <SongActionSlotsProvider value={{ renderAddToSchedule: (props) => <Picker {...props} /> }}>
          <SongViewDialog song={song} open onOpenChange={() => {}} />
        </SongActionSlotsProvider>,
        { user },
      );
      return screen.getByRole('dialog', { name: song.title });
    }

    it('shows it to a signed-in viewer, told which song', () => {
      const dialog = renderWithSlot(TEST_USER);
      expect(
        within(dialog).getByRole('button', {
          name: 'Add to Schedule: യേശുവേ നിന്നെ (song-1)',
        }),
      ).toBeInTheDocument();
    });

    it('shows none to a signed-out viewer', () => {
      const dialog = renderWithSlot(null);
      expect(dialog.querySelector('[data-slot="add-to-schedule"]')).toBeNull();
    });
  });

  it('has no axe violations', async () => {
    setup(makeSong({ artist: 'Hillsong', key: 'G', tempo: 120 }));
    expect(await axeViolations()).toEqual([]);
  });
});

describe('SongViewDialog full-screen view', () => {
  async function openFullScreen(song = makeSong()) {
    const context = setup(song);
    const button = within(context.dialog).getByRole('button', { name: 'Full Screen View' });
    await context.user.click(button);
    const dialogs = screen.getAllByRole('dialog', { name: song.title });
    const fullScreen = dialogs[dialogs.length - 1]!;
    return { ...context, button, fullScreen };
  }

  it('shows title, language code, author, category and verse count', async () => {
    const { fullScreen } = await openFullScreen();
    expect(within(fullScreen).getByText('MAL')).toBeInTheDocument();
    expect(within(fullScreen).getByText('by Sadhu Kochukunju')).toBeInTheDocument();
    expect(within(fullScreen).getByText('Worship')).toBeInTheDocument();
    expect(within(fullScreen).getByText('2 verses')).toBeInTheDocument();
  });

  it("shows each verse's primary lyrics and its transliterations in the viewer's order", async () => {
    const { fullScreen } = await openFullScreen();
    const verses = within(within(fullScreen).getByRole('list', { name: 'Verses' })).getAllByRole(
      'listitem',
    );
    expect(verses).toHaveLength(2);
    const cards = within(verses[0]!).getAllByRole('heading', { level: 4 });
    expect(cards.map((c) => c.textContent)).toEqual([
      'Primary Lyrics',
      'English Transliteration',
      'Tamil Transliteration',
      'Hindi Transliteration',
    ]);
    const primary = within(verses[0]!).getByRole('region', { name: 'Verse 1 Primary Lyrics' });
    expect(within(primary).getByText('യേശുവേ നിന്നെ സ്തുതിക്കും').closest('[lang]')).toHaveAttribute(
      'lang',
      'ml',
    );
    const hindi = within(verses[0]!).getByRole('region', { name: 'Verse 1 Hindi Transliteration' });
    expect(within(hindi).getByText('येशुवे निन्ने').closest('[lang]')).toHaveAttribute('lang', 'hi');
    expect(within(verses[1]!).getAllByRole('heading', { level: 4 })).toHaveLength(1);
  });

  it('caps the grid at 4 columns', async () => {
    const song = makeSong({
      stanzas: [
        makeStanza('a', 0, 'Amazing grace', [
          ['malayalam', 'one'],
          ['tamil', 'two'],
          ['hindi', 'three'],
          ['malayalam', 'four'],
          ['tamil', 'five'],
        ]),
        makeStanza('b', 1, 'How sweet the sound', [['hindi', 'one']]),
        makeStanza('c', 2, 'That saved a wretch'),
      ],
      language: 'english',
      title: 'Amazing Grace',
    });
    const { fullScreen } = await openFullScreen(song);
    const grids = [...fullScreen.querySelectorAll('[data-columns]')].map((g) =>
      g.getAttribute('data-columns'),
    );
    expect(grids).toEqual(['4', '2', '1']);
    expect(within(fullScreen).getByText('3 verses')).toBeInTheDocument();
  });

  it('closes with Escape and gives focus back to its button, leaving the song open', async () => {
    const { user, button, fullScreen, dialog } = await openFullScreen();
    expect(fullScreen).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(fullScreen).not.toBeInTheDocument());
    expect(dialog).toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('has an exit button reachable by keyboard', async () => {
    const { user, fullScreen, button } = await openFullScreen();
    await user.click(within(fullScreen).getByRole('button', { name: 'Exit full screen' }));
    await waitFor(() => expect(fullScreen).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('has no axe violations', async () => {
    await openFullScreen();
    expect(await axeViolations()).toEqual([]);
  });
});
