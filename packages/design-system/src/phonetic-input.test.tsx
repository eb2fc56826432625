import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@worship/shell-contract/testing';
import { createRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PhoneticText } from './phonetic-input';
import { ServerPhoneticSuggestContext, type ServerPhoneticSuggest } from './phonetic-suggestions';

/** The tables load on the switch, a module import: an upper bound for a busy machine. */
const TABLES_LOADED = { timeout: 10_000 };

function Title({ multiline = false }: { multiline?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <main>
      <label htmlFor="title">Song Title</label>
      <PhoneticText
        id="title"
        switchLabel="Phonetic typing"
        multiline={multiline}
        value={value}
        onChange={setValue}
      />
    </main>
  );
}

async function switchedOn(
  language = 'malayalam',
  multiline = false,
  server: ServerPhoneticSuggest | null = null,
) {
  const user = userEvent.setup({ delay: null });
  render(
    <ServerPhoneticSuggestContext.Provider value={server}>
      <Title multiline={multiline} />
    </ServerPhoneticSuggestContext.Provider>,
  );
  await user.selectOptions(screen.getByRole('combobox', { name: 'Phonetic typing' }), language);
  const field = screen.getByLabelText('Song Title') as HTMLInputElement;
  // The tables load on the switch: the first candidates show once they are in.
  await user.type(field, 'n');
  await screen.findByRole('listbox', {}, TABLES_LOADED);
  await user.clear(field);
  return { user, field };
}

describe('PhoneticText', () => {
  it('types Latin letters as they are until switched on', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Title />);
    const field = screen.getByLabelText('Song Title');
    await user.type(field, 'yeshu ');
    expect(field).toHaveValue('yeshu ');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field).not.toHaveAttribute('role');
  });

  it('converts word by word, a listbox of candidates for the word being typed', async () => {
    const { user, field } = await switchedOn();
    await user.type(field, 'yeshu');
    const listbox = screen.getByRole('listbox', { name: 'Suggestions for yeshu' });
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveTextContent('യേശു');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('lang', 'ml');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-controls', listbox.id);
    expect(field).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(screen.getByText(/suggestions for yeshu, first യേശു/)).toBeInTheDocument();
    await user.type(field, ' en snehithan ');
    expect(field).toHaveValue('യേശു എൻ സ്നേഹിതൻ ');
    expect(field).toHaveAttribute('lang', 'ml');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the candidates in the keystroke’s own render once the tables are loaded', async () => {
    const { field } = await switchedOn();
    // One input event, nothing awaited: the candidates are computed in that render, with no
    // request, timer or promise between the keystroke and the listbox.
    fireEvent.change(field, { target: { value: 'sneham', selectionStart: 6 } });
    expect(screen.getByRole('listbox', { name: 'Suggestions for sneham' })).toBeInTheDocument();
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('സ്നേഹം');
    fireEvent.change(field, { target: { value: 'sneham ka', selectionStart: 9 } });
    expect(screen.getByRole('listbox', { name: 'Suggestions for ka' })).toBeInTheDocument();
  });

  it('works as a search box: type search, the switch beside it, the caller holds the field', async () => {
    const user = userEvent.setup({ delay: null });
    const ref = createRef<HTMLInputElement | HTMLTextAreaElement>();
    function Search() {
      const [value, setValue] = useState('');
      return (
        <main>
          <label htmlFor="search">Search songs</label>
          <PhoneticText
            id="search"
            type="search"
            inline
            inputRef={ref}
            switchLabel="Phonetic typing, search songs"
            value={value}
            onChange={setValue}
          />
        </main>
      );
    }
    render(<Search />);
    expect(screen.getByRole('searchbox', { name: 'Search songs' })).toBe(ref.current);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Phonetic typing, search songs' }),
      'malayalam',
    );
    const field = screen.getByLabelText('Search songs');
    expect(field).toHaveAttribute('type', 'search');
    await user.type(field, 'n');
    await screen.findByRole('listbox', {}, TABLES_LOADED);
    await user.clear(field);
    await user.type(field, 'yeshu{Enter}');
    expect(field).toHaveValue('യേശു');
    expect(await axeViolations()).toEqual([]);
  });

  it('moves through the candidates with the arrow keys; Enter or a click writes one', async () => {
    const { user, field } = await switchedOn('tamil');
    await user.type(field, 'nandri');
    const second = screen.getAllByRole('option')[1]?.textContent ?? '';
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(field).toHaveValue(second);
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.type(field, ' anbu');
    await user.click(screen.getByRole('option', { name: 'அன்பு' }));
    expect(field).toHaveValue(`${second} அன்பு`);
    expect(field).toHaveFocus();
  });

  it('keeps the Latin word on Escape', async () => {
    const { user, field } = await switchedOn('hindi');
    await user.type(field, 'Jesus');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.type(field, ' prabhu ');
    expect(field).toHaveValue('Jesus प्रभु ');
  });

  it('leaves a composition (an IME) alone', async () => {
    const { field } = await switchedOn();
    fireEvent.compositionStart(field);
    fireEvent.change(field, { target: { value: 'ka', selectionStart: 2 } });
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.compositionEnd(field);
    await waitFor(() => expect(screen.getByRole('listbox')).toBeInTheDocument());
  });

  it('works in a multi-line field, where Enter with no list is a new line', async () => {
    const { user, field } = await switchedOn('malayalam', true);
    expect(field.tagName).toBe('TEXTAREA');
    await user.type(field, 'sneham{Enter}');
    expect(field).toHaveValue('സ്നേഹം');
    await user.type(field, '{Enter}daivam ');
    expect(field).toHaveValue('സ്നേഹം\nദൈവം ');
  });
});

/** A server that answers when the test says so: each question, its signal and its answer. */
function heldServer() {
  const asked: Array<{
    word: string;
    language: string;
    signal: AbortSignal;
    answer: (candidates: string[]) => void;
    fail: () => void;
  }> = [];
  const suggest: ServerPhoneticSuggest = (word, language, signal) =>
    new Promise((resolve, reject) => {
      asked.push({
        word,
        language,
        signal,
        answer: resolve,
        fail: () => reject(new Error('offline')),
      });
    });
  const last = () => asked[asked.length - 1]!;
  return { asked, suggest, last };
}

const suggestions = () => within(screen.getByRole('listbox')).getAllByRole('option');
const optionTexts = () => suggestions().map((option) => option.textContent);

describe('PhoneticText with the server’s candidates', () => {
  it('shows the page’s candidates at once, then puts the server’s first for a word the page does not list', async () => {
    const server = heldServer();
    const { user, field } = await switchedOn('malayalam', false, server.suggest);
    await user.type(field, 'theevandi');
    // The page's own guess, before any answer.
    expect(optionTexts()[0]).not.toBe('തീവണ്ടി');
    expect(server.last()).toMatchObject({ word: 'theevandi', language: 'malayalam' });
    // Every earlier question (t, th, the…) was given up as the word grew.
    expect(server.asked.slice(0, -1).every((question) => question.signal.aborted)).toBe(true);

    server.last().answer(['തീവണ്ടി', 'തീവന്ദി']);
    await waitFor(() => expect(optionTexts()[0]).toBe('തീവണ്ടി'));
    const texts = optionTexts();
    expect(texts.length).toBeLessThanOrEqual(5);
    expect(new Set(texts).size).toBe(texts.length);
    expect(suggestions()[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(/suggestions for theevandi, first തീവണ്ടി/)).toBeInTheDocument();
    await user.type(field, ' ');
    expect(field).toHaveValue('തീവണ്ടി ');
  });

  it('keeps a word of the page’s list first, the server’s candidates after it', async () => {
    const server = heldServer();
    const { user, field } = await switchedOn('malayalam', false, server.suggest);
    await user.type(field, 'yeshu');
    server.last().answer(['യേശ്', 'യേശു']);
    await waitFor(() => expect(optionTexts()[1]).toBe('യേശ്'));
    expect(optionTexts()[0]).toBe('യേശു');
  });

  it('keeps the highlighted candidate highlighted when the answer arrives', async () => {
    const server = heldServer();
    const { user, field } = await switchedOn('malayalam', false, server.suggest);
    await user.type(field, 'theevandi');
    await user.keyboard('{ArrowDown}');
    const highlighted = optionTexts()[1];
    server.last().answer(['തീവണ്ടി']);
    await waitFor(() => expect(optionTexts()[0]).toBe('തീവണ്ടി'));
    const selected = suggestions().filter(
      (option) => option.getAttribute('aria-selected') === 'true',
    );
    expect(selected.map((option) => option.textContent)).toEqual([highlighted]);
    expect(field).toHaveAttribute('aria-activedescendant', selected[0]?.id);
  });

  it('ignores an answer for a word no longer being typed, and keeps its own when the server fails', async () => {
    const server = heldServer();
    const { user, field } = await switchedOn('malayalam', false, server.suggest);
    await user.type(field, 'kal');
    const stale = server.last();
    await user.type(field, 'am');
    const before = optionTexts();
    // act: whatever the answers would render is rendered before the checks.
    await act(async () => {
      stale.answer(['തെറ്റ്']);
      server.last().fail();
    });
    expect(stale.signal.aborted).toBe(true);
    expect(optionTexts()).toEqual(before);
    expect(screen.queryByText('തെറ്റ്')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
