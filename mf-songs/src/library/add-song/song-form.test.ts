import { describe, expect, it } from 'vitest';
import {
  initialSongForm,
  newStanzaRow,
  newTransliterationRow,
  toCreateSongInput,
  validateSongForm,
  type SongFormValues,
} from './song-form';

function form(patch: Partial<SongFormValues> = {}): SongFormValues {
  const base = initialSongForm();
  base.title = 'Amazing Grace';
  base.stanzas[0]!.lyrics = 'Amazing grace';
  return { ...base, ...patch };
}

describe('initialSongForm (spec §4)', () => {
  it('starts with an empty title and author, english, one empty stanza and no category', () => {
    const values = initialSongForm();
    expect(values).toMatchObject({
      title: '',
      author: '',
      language: 'english',
      categoryId: 'none',
    });
    expect(values.stanzas).toHaveLength(1);
    expect(values.stanzas[0]).toMatchObject({ lyrics: '', transliterations: [] });
  });

  it('starts transliteration rows with english and empty text', () => {
    expect(newTransliterationRow()).toMatchObject({ language: 'english', text: '' });
  });
});

describe('validateSongForm (spec §5 messages)', () => {
  it('accepts a complete song', () => {
    expect(validateSongForm(form())).toEqual({});
  });

  it('requires a title (blank counts as missing)', () => {
    expect(validateSongForm(form({ title: '   ' }))).toEqual({ title: 'Song title is required' });
  });

  it('limits the title to 200 characters after trimming', () => {
    expect(validateSongForm(form({ title: ` ${'x'.repeat(200)} ` }))).toEqual({});
    expect(validateSongForm(form({ title: 'x'.repeat(201) }))).toEqual({
      title: 'Title must be 200 characters or less',
    });
  });

  it('requires a primary language', () => {
    expect(validateSongForm(form({ language: '' }))).toEqual({
      language: 'Please select a primary language',
    });
  });

  it('requires at least one stanza', () => {
    expect(validateSongForm(form({ stanzas: [] }))).toEqual({
      stanzas: 'At least one stanza is required',
    });
  });

  it('requires lyrics in every stanza, by stanza', () => {
    const second = { ...newStanzaRow(), lyrics: ' \n ' };
    const values = form();
    values.stanzas = [values.stanzas[0]!, second];
    expect(validateSongForm(values)).toEqual({ 'stanzas.1.lyrics': 'Lyrics are required' });
  });

  it('requires a language on a transliteration that has text', () => {
    const values = form();
    values.stanzas[0]!.transliterations = [
      { ...newTransliterationRow(), text: 'Amazing' },
      { ...newTransliterationRow(), language: '', text: 'kirupai' },
    ];
    expect(validateSongForm(values)).toEqual({
      'stanzas.0.transliterations.1.language': 'Please select a language',
    });
  });

  it('never flags a blank transliteration row: it is dropped at submit', () => {
    const values = form();
    values.stanzas[0]!.transliterations = [{ ...newTransliterationRow(), language: '', text: ' ' }];
    expect(validateSongForm(values)).toEqual({});
  });

  it('limits the author to 200 characters', () => {
    expect(validateSongForm(form({ author: 'a'.repeat(201) }))).toEqual({
      author: 'Author must be 200 characters or less',
    });
  });
});

describe('toCreateSongInput (spec §5 "Other rules")', () => {
  it('drops blank transliteration rows, trims, and sends the selected group', () => {
    const values = form({ title: '  Amazing Grace ', author: ' John Newton ' });
    values.stanzas[0]!.transliterations = [
      { ...newTransliterationRow(), text: '   ' },
      { ...newTransliterationRow(), language: 'malayalam', text: ' Ethra manoharam ' },
      { ...newTransliterationRow(), language: 'tamil', text: '' },
    ];
    expect(toCreateSongInput(values, 'group-1').input).toEqual({
      title: 'Amazing Grace',
      language: 'english',
      author: 'John Newton',
      groupId: 'group-1',
      stanzas: [
        {
          lyrics: 'Amazing grace',
          transliterations: [{ language: 'malayalam', text: 'Ethra manoharam' }],
        },
      ],
    });
  });

  it("sends no category for 'none', no author when empty, no group when there is none", () => {
    const { input } = toCreateSongInput(form({ author: '  ', categoryId: 'none' }), null);
    expect(input).not.toHaveProperty('categoryId');
    expect(input).not.toHaveProperty('author');
    expect(input).not.toHaveProperty('groupId');
  });

  it('sends a chosen category id', () => {
    expect(toCreateSongInput(form({ categoryId: 'cat-1' }), 'g').input.categoryId).toBe('cat-1');
  });

  it("maps the server's transliteration indices (after dropping) back to the form's rows", () => {
    const values = form();
    values.stanzas[0]!.transliterations = [
      { ...newTransliterationRow(), text: '' },
      { ...newTransliterationRow(), text: 'kept' },
    ];
    const { toFormPath } = toCreateSongInput(values, 'g');
    expect(toFormPath('stanzas.0.transliterations.0.language')).toBe(
      'stanzas.0.transliterations.1.language',
    );
    expect(toFormPath('stanzas.0.lyrics')).toBe('stanzas.0.lyrics');
    expect(toFormPath('title')).toBe('title');
  });
});
