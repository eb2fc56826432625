import { describe, expect, it } from 'vitest';
import { transliterateText, transliterateWord } from './latin-transliteration';

describe('transliterateText', () => {
  it('writes Malayalam the way Malayalis read it, a capital at each line start', () => {
    expect(transliterateText('യേശു എൻ സ്നേഹിതൻ\nഎന്റെ കർത്താവ്')).toBe(
      'Yeshu en snehithan\nEnte karthaavu',
    );
    expect(transliterateText('എന്നും എൻ കൂടെ, എന്റെ വീട്ടിൽ')).toBe('Ennum en koode, ente veettil');
  });

  it('writes Tamil with the voiced letters Tamil says and Hindi without the silent schwa', () => {
    expect(transliterateText('இயேசுவே உம் கிருபை பெரியது')).toBe('Yesuvae um kirubai periyathu');
    expect(transliterateText('प्रभु परमेश्वर की आराधना')).toBe('Prabhu parmeshwar ki aaraadhna');
    expect(transliterateWord('पुत्र', 'devanagari')).toBe('putra');
    expect(transliterateWord('लिए', 'devanagari')).toBe('liye');
  });

  it('leaves out the hard consonant Tamil sandhi adds after a vowel, and keeps v after r', () => {
    expect(transliterateText('உம்மைப் போற்றி ஜீவனைத் தந்தார்')).toBe('Ummai potri jeevanai thanthaar');
    expect(transliterateWord('சத்தியத்தைக்', 'tamil')).toBe('sathiyathai');
    expect(transliterateWord('அப்பா', 'tamil')).toBe('appa');
    expect(transliterateWord('सर्वशक्तिमान', 'devanagari')).toBe('sarvshaktimaan');
    expect(transliterateWord('परमेश्वर', 'devanagari')).toBe('parmeshwar');
  });

  it('keeps each inline chord over the same syllable', () => {
    expect(transliterateText('[G]യേ[D]ശു എൻ [Em]സ്നേഹി[C]തൻ')).toBe(
      '[G]Ye[D]shu en [Em]snehi[C]than',
    );
    expect(transliterateText('परमे[Am]श्वर [G]')).toBe('Parme[Am]shwar [G]');
    expect(transliterateText('கர்[D]த்தர்')).toBe('Kar[D]thar');
  });

  it('keeps Latin words, punctuation and blank lines as written', () => {
    expect(transliterateText('Hallelujah! ഹല്ലേലൂയ്യാ,\n\n(2x) ആമേൻ')).toBe(
      'Hallelujah! hallelooyya,\n\n(2x) aamen',
    );
  });
});
