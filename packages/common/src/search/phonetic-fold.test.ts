import { describe, expect, it } from 'vitest';
import { phoneticFold, phoneticFolds } from './phonetic-fold';

/** Asserts that every spelling folds to the same key. */
const same = (...spellings: string[]) => {
  const keys = spellings.map(phoneticFold);
  expect(new Set(keys), `${spellings.join(' / ')} → ${keys.join(' / ')}`).toHaveProperty('size', 1);
};
const differ = (a: string, b: string) => expect(phoneticFold(a)).not.toBe(phoneticFold(b));

describe('phoneticFold', () => {
  it('folds long and short vowels: aa/a, ee/ii/i/e, oo/uu/u', () => {
    same('raaja', 'raja');
    same('yeeshu', 'yishu', 'yeshu', 'yiishu');
    same('prabhoo', 'prabhu', 'prabhuu');
    expect(phoneticFold('aaradhana')).toBe('aratana');
  });

  it('folds ai / ay / ei / ey / e, as Hindi ऐ and Tamil ை are typed', () => {
    same('daivam', 'deivam', 'dheivam', 'theyvam');
    same('kirubai', 'kirubay', 'kirubei');
    same('hai', 'he', 'hey');
    same('jai', 'jay');
    same('yeshuve', 'yeshuvey', 'yeshuvee');
    differ('jaya', 'jai');
  });

  it('keeps o apart from u, except oo and ou', () => {
    differ('kondu', 'kundu');
    same('soul', 'sul');
  });

  it('drops aspiration: th/t, dh/d, bh/b, kh/k, gh/g, ph/p/f, jh/j, ch/c, sh/s', () => {
    same('thuthi', 'tuti');
    same('dhaya', 'daya');
    same('bhajan', 'bajan');
    same('khushi', 'kushi');
    same('ghar', 'gar');
    same('phal', 'pal', 'fal');
    same('jhuk', 'juk');
    same('chaya', 'caya');
    same('shanti', 'santi');
  });

  it('merges voiced and unvoiced pairs, dentals and retroflexes (Tamil writes them alike)', () => {
    same('kirubai', 'kirupai', 'girubai');
    same('devan', 'thevan', 'tevan', 'dhevan');
    same('sabai', 'sapai', 'sabhai');
    same('yesu', 'yeshu', 'yechu', 'yeju', 'yezu');
    same('qadam', 'kadam');
  });

  it('folds v/w, zh/l, ksh/x, chr/kr', () => {
    same('vishwas', 'vishvas', 'wishwas');
    same('vazhi', 'vali');
    same('rakshakan', 'raxakan', 'raksakan', 'rakshagan');
    same('christhu', 'kristhu', 'kristu');
  });

  it('collapses doubled letters', () => {
    same('karttar', 'karthar', 'kartar');
    same('raththam', 'ratham');
    same('snehikkunnu', 'snehikunu');
  });

  it('drops a final h after a vowel, y between i and a, and the d of ndr', () => {
    same('masih', 'maseeh', 'masi');
    same('mariyam', 'mariam');
    same('nandri', 'nanri', 'nantri');
    expect(phoneticFold('hum')).toBe('hum');
  });

  it('maps hallelujah and hosanna spellings to one form', () => {
    same('hallelujah', 'halleluya', 'alleluia', 'halleluyah', 'alleluya');
    same('hosanna', 'osanna', 'hoshanna');
  });

  it('keeps the other spellings of an alias beside its shared form, so a half-typed word matches', () => {
    expect(phoneticFolds('hosanna')).toEqual(['osana', 'hosana']);
    expect(phoneticFolds('osanna')).toEqual(['osana', 'hosana']);
    expect(phoneticFolds('alleluya')).toEqual(phoneticFolds('hallelujah'));
    expect(phoneticFolds('hallelujah').slice(0, 3)).toEqual(['aliluya', 'halilusa', 'haliluya']);
    expect(phoneticFolds('grace')).toEqual([phoneticFold('grace')]);
  });

  it('folds the spellings of ഞ / ஞ / ज्ञ: nj, ny, gn, gy, jn at a word start; gn, gny, jn inside', () => {
    same('njan', 'nyan', 'gnan', 'gyan', 'jnan', 'gnyan');
    same('gnanam', 'nyanam', 'njanam');
    same('meignanam', 'meignyanam', 'meinyanam');
    // Inside a word nj is the nasal before a stop (manjal, nenjam / nencham), not ñ.
    same('nenjam', 'nencham');
    differ('manjal', 'manyal');
  });

  it('is not so coarse that unrelated words meet', () => {
    differ('raja', 'yeshu');
    differ('prabhu', 'parmeshwar');
    differ('krupa', 'krush');
    differ('sneham', 'santhosham');
    differ('daya', 'deva');
    differ('anbu', 'amen');
    differ('jeevan', 'devan');
    differ('grace', 'glory');
  });

  it('is idempotent, so a stored key can be folded again safely', () => {
    for (const word of [
      'parmeshwar',
      'kirubai',
      'hallelujah',
      'masih',
      'nandri',
      'mariyam',
      'gnanam',
      'x',
    ]) {
      const once = phoneticFold(word);
      expect(phoneticFold(once)).toBe(once);
    }
  });
});
