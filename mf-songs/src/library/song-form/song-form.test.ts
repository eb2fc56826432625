import { describe, expect, it } from 'vitest';
import {
  hasNativeScript,
  initialSongForm,
  newStanzaRow,
  newTransliterationRow,
  orderWithoutStanza,
  songFormFrom,
  toCreateSongInput,
  toSongInput,
  validateSongForm,
  withGeneratedTransliteration,
  type SongFormValues,
  type StanzaRow,
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
      isPublic: true,
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

describe('the fields issue 17 adds', () => {
  it('starts public (DESIGN §4), with no key, capo, tempo or section order', () => {
    expect(initialSongForm()).toMatchObject({
      isPublic: true,
      key: '',
      capo: '',
      tempo: '',
      artist: '',
      ccliNumber: '',
      copyright: '',
      sectionOrder: [],
    });
    expect(newStanzaRow().label).toBe('');
  });

  it.each([
    ['0', undefined],
    ['11', undefined],
    ['12', 'Capo must be a whole number from 0 to 11'],
    ['-1', 'Capo must be a whole number from 0 to 11'],
    ['2.5', 'Capo must be a whole number from 0 to 11'],
  ])('checks capo %j as the server does', (capo, message) => {
    expect(validateSongForm(form({ capo })).capo).toBe(message);
  });

  it.each([
    ['1', undefined],
    ['400', undefined],
    ['401', 'Tempo must be a whole number of beats per minute between 1 and 400'],
    ['0', 'Tempo must be a whole number of beats per minute between 1 and 400'],
    ['fast', 'Tempo must be a whole number of beats per minute between 1 and 400'],
  ])('checks tempo %j as the server does', (tempo, message) => {
    expect(validateSongForm(form({ tempo })).tempo).toBe(message);
  });

  it('limits artist, copyright, CCLI number and stanza labels', () => {
    const values = form({
      artist: 'a'.repeat(201),
      copyright: 'c'.repeat(201),
      ccliNumber: '1'.repeat(21),
    });
    values.stanzas[0]!.label = 'L'.repeat(51);
    expect(validateSongForm(values)).toEqual({
      artist: 'Artist must be 200 characters or less',
      copyright: 'Copyright must be 200 characters or less',
      ccliNumber: 'CCLI number must be 20 characters or less',
      'stanzas.0.label': 'Section label must be 50 characters or less',
    });
  });

  it('lets the section order name only stanzas the song has', () => {
    const values = form({ sectionOrder: [1, 2, 1] });
    expect(validateSongForm(values).sectionOrder).toBe('Section order must name stanzas 1 to 1');
    values.stanzas.push({ ...newStanzaRow(), lyrics: 'Chorus words' });
    expect(validateSongForm(values)).toEqual({});
  });

  it('keeps the order on the same sections when a stanza is removed', () => {
    // V1 C V2 C with stanzas [V1, C, V2]: removing V1 leaves C V2 C, renumbered.
    expect(orderWithoutStanza([1, 2, 3, 2], 0)).toEqual([1, 2, 1]);
    expect(orderWithoutStanza([1, 2, 3, 2], 2)).toEqual([1, 2, 2]);
  });

  it('sends labels, key, capo, tempo, the order and visibility; an edit clears empty fields', () => {
    const values = form({
      key: 'F#m',
      capo: '2',
      tempo: ' 72 ',
      artist: ' ',
      isPublic: false,
      sectionOrder: [1, 1],
    });
    values.stanzas[0]!.label = ' Chorus ';
    expect(toSongInput(values).input).toEqual({
      title: 'Amazing Grace',
      language: 'english',
      author: null,
      categoryId: null,
      artist: null,
      key: 'F#m',
      tempo: 72,
      ccliNumber: null,
      copyright: null,
      capo: 2,
      isPublic: false,
      sectionOrder: [1, 1],
      stanzas: [{ label: 'Chorus', lyrics: 'Amazing grace', transliterations: [] }],
    });
    expect(toCreateSongInput(values, 'g').input).toEqual({
      title: 'Amazing Grace',
      language: 'english',
      key: 'F#m',
      tempo: 72,
      capo: 2,
      isPublic: false,
      sectionOrder: [1, 1],
      groupId: 'g',
      stanzas: [{ label: 'Chorus', lyrics: 'Amazing grace', transliterations: [] }],
    });
  });

  it('fills the form from a stored song, stanzas by position', () => {
    const values = songFormFrom({
      title: 'Grace',
      language: 'english',
      author: 'John Newton',
      key: 'G',
      tempo: 80,
      capo: 0,
      isPublic: false,
      sectionOrder: [2, 1, 2],
      category: { id: 'cat-1' },
      stanzas: [
        { position: 1, label: 'Chorus', lyrics: 'C words', transliterations: [] },
        {
          position: 0,
          label: null,
          lyrics: '[G]Amazing grace',
          transliterations: [{ language: 'malayalam', text: 'x' }],
        },
      ],
    });
    expect(values).toMatchObject({
      title: 'Grace',
      author: 'John Newton',
      artist: '',
      key: 'G',
      tempo: '80',
      capo: '0',
      isPublic: false,
      categoryId: 'cat-1',
      sectionOrder: [2, 1, 2],
    });
    expect(values.stanzas.map((s) => [s.label, s.lyrics])).toEqual([
      ['', '[G]Amazing grace'],
      ['Chorus', 'C words'],
    ]);
    expect(values.stanzas[0]!.transliterations[0]).toMatchObject({ language: 'malayalam' });
  });
});

describe('withGeneratedTransliteration', () => {
  const stanza = (lyrics: string, transliterations: StanzaRow['transliterations'] = []) => ({
    ...newStanzaRow(),
    lyrics,
    transliterations,
  });

  it('adds an english row with the Latin text of native lyrics, chords in place', () => {
    const next = withGeneratedTransliteration(stanza('[G]യേ[D]ശു എൻ സ്നേഹിതൻ'), false);
    expect(next.transliterations).toMatchObject([
      { language: 'english', text: '[G]Ye[D]shu en snehithan' },
    ]);
  });

  it('fills an empty english row, and overwrites a typed one only when asked', () => {
    const typed = stanza('நன்றி', [
      { key: 'a', language: 'tamil', text: 'x' },
      { key: 'b', language: 'english', text: 'Nanri' },
    ]);
    expect(withGeneratedTransliteration(typed, false)).toBe(typed);
    expect(withGeneratedTransliteration(typed, true).transliterations).toEqual([
      { key: 'a', language: 'tamil', text: 'x' },
      { key: 'b', language: 'english', text: 'Nandri' },
    ]);
    const empty = stanza('नाम', [{ key: 'c', language: 'english', text: ' ' }]);
    expect(withGeneratedTransliteration(empty, false).transliterations).toEqual([
      { key: 'c', language: 'english', text: 'Naam' },
    ]);
  });

  it('leaves a stanza with no native words alone', () => {
    const english = stanza('Amazing grace');
    expect(hasNativeScript(english.lyrics)).toBe(false);
    expect(withGeneratedTransliteration(english, true)).toBe(english);
  });
});
