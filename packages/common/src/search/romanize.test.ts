import { describe, expect, it } from 'vitest';
import { romanizeDevanagari } from './romanize-devanagari';
import { romanizeMalayalam } from './romanize-malayalam';
import { romanizeTamil } from './romanize-tamil';

describe('romanizeMalayalam', () => {
  it('reads chillus as bare consonants (ൻ ർ ൽ ൾ ൺ), a word-final one also with a final "u"', () => {
    expect(romanizeMalayalam('രക്ഷകൻ')).toEqual(['rakshakan', 'rakshakanu']);
    expect(romanizeMalayalam('അവർ')).toEqual(['avar', 'avaru']);
    expect(romanizeMalayalam('അവൾ')).toEqual(['aval', 'avalu']);
    expect(romanizeMalayalam('കാൽ')).toEqual(['kaal', 'kaalu']);
    expect(romanizeMalayalam('കൺ')).toEqual(['kan', 'kanu']);
    expect(romanizeMalayalam('അവർക്ക്')).toEqual(['avarkku']);
  });

  it('reads the old ZWJ encoding of a chillu like the atomic letter', () => {
    expect(romanizeMalayalam('രക്ഷകന്\u200d')).toEqual(romanizeMalayalam('രക്ഷകൻ'));
  });

  it('reads a word-final chandrakkala as the samvruthokaram "u"', () => {
    expect(romanizeMalayalam('യേശ്')).toEqual(['yeshu']);
    expect(romanizeMalayalam('യേശു')).toEqual(['yeshu']);
    expect(romanizeMalayalam('കർത്താവ്')).toEqual(['karththaavu']);
    expect(romanizeMalayalam('ഉണ്ട്')).toEqual(['untu']);
  });

  it('reads ന്റ as "nt" (either encoding), റ്റ as "tt", ഞ്ഞ as "nj", ങ്ങ as "ng"', () => {
    expect(romanizeMalayalam('എന്റെ')).toEqual(['ente']);
    expect(romanizeMalayalam('എൻ്റെ')).toEqual(['ente']);
    expect(romanizeMalayalam('കാറ്റ്')).toEqual(['kaattu']);
    expect(romanizeMalayalam('കുഞ്ഞ്')).toEqual(['kunju']);
    expect(romanizeMalayalam('ഞങ്ങൾ')).toEqual(['njangal', 'njangalu']);
  });

  it('composes two-part vowel signs written as separate code points', () => {
    expect(romanizeMalayalam('സ്തോത്രം')).toEqual(romanizeMalayalam('സ്തെ\u0d3eത്രം'));
    expect(romanizeMalayalam('സ്തോത്രം')).toEqual(['sthothram']);
  });

  it('reads anusvara as "n" before a stop and "m" elsewhere; ṛ as ru or ri; ഴ as zh or z', () => {
    expect(romanizeMalayalam('സംഗീതം')).toEqual(['sangiitham']);
    expect(romanizeMalayalam('കൃപ')).toEqual(['krupa', 'kripa']);
    expect(romanizeMalayalam('വഴി')).toEqual(['vazhi', 'vazi']);
  });
});

describe('romanizeTamil', () => {
  it('writes one letter per voiced/unvoiced pair and a bare consonant for the pulli', () => {
    expect(romanizeTamil('கர்த்தர்')).toEqual(['karththar']);
    expect(romanizeTamil('இயேசு')).toEqual(['iyesu']);
    expect(romanizeTamil('அன்பு')).toEqual(['anpu']);
  });

  it('reads ற்ற as "tr", ன்ற as "ndr", ழ as zh or z', () => {
    expect(romanizeTamil('காற்று')).toEqual(['kaatru']);
    expect(romanizeTamil('நன்றி')).toEqual(['nandri']);
    expect(romanizeTamil('தமிழ்')).toEqual(['thamizh', 'thamiz']);
  });

  it('offers "h" for an intervocalic க and drops the vowel Tamil adds before ர in loanwords', () => {
    expect(romanizeTamil('மகிமை')).toEqual(['makimai', 'mahimai']);
    expect(romanizeTamil('கிறிஸ்து')).toEqual(['kiristhu', 'kristhu']);
    expect(romanizeTamil('சக்கரம்')).toEqual(['sakkaram']);
  });

  it('composes two-part vowel signs', () => {
    expect(romanizeTamil('தோத்திரம்')).toEqual(romanizeTamil('தே\u0bbeத்திரம்'));
  });
});

describe('romanizeDevanagari', () => {
  it('deletes the final and medial schwa, keeping the full form as an alternative', () => {
    expect(romanizeDevanagari('परमेश्वर')).toEqual(['parmeshvar', 'parameshvara']);
    expect(romanizeDevanagari('आराधना')).toEqual(['aaraadhnaa', 'aaraadhanaa']);
    expect(romanizeDevanagari('भजन')).toEqual(['bhajan', 'bhajana']);
    expect(romanizeDevanagari('समझना')[0]).toBe('samajhnaa');
    expect(romanizeDevanagari('अपना')[0]).toBe('apnaa');
    expect(romanizeDevanagari('प्रार्थना')[0]).toBe('praarthnaa');
    expect(romanizeDevanagari('उद्धारकर्ता')[0]).toBe('uddhaarkartaa');
  });

  it('keeps schwas Hindi keeps: first syllable, before clusters, one-syllable words', () => {
    expect(romanizeDevanagari('प्रभु')).toEqual(['prabhu']);
    expect(romanizeDevanagari('जीवन')[0]).toBe('jeevan');
    expect(romanizeDevanagari('धन्यवाद')[0]).toBe('dhanyavaad');
    expect(romanizeDevanagari('न')).toEqual(['na']);
  });

  it('reads anusvara, nukta (precomposed or not), ज्ञ and ऋ', () => {
    expect(romanizeDevanagari('शांति')).toEqual(['shaanti']);
    expect(romanizeDevanagari('संपूर्ण')[0]).toBe('sampoorn');
    expect(romanizeDevanagari('है')).toEqual(['hai']);
    expect(romanizeDevanagari('में')).toEqual(['men']);
    expect(romanizeDevanagari('ज़िंदगी')).toEqual(romanizeDevanagari('\u095bिंदगी'));
    expect(romanizeDevanagari('ज़िंदगी')[0]).toBe('zindgee');
    expect(romanizeDevanagari('ज्ञान')[0]).toBe('gyaan');
    expect(romanizeDevanagari('कृपा')).toEqual(['kripaa', 'krupaa']);
  });
});
