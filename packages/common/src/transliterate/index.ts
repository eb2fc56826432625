export { loadPhoneticScript } from './phonetic-scripts';
export { suggestWord, knownWordsFor, type PhoneticScript } from './phonetic-engine';
export { suggestText } from './phonetic-text';
export { transliterateText, transliterateWord } from './latin-transliteration';
export * from './transliterate-rules';
