export { loadPhoneticScript } from './phonetic-scripts';
export {
  buildWordIndex,
  isListedWord,
  knownWordsFor,
  suggestWord,
  type PhoneticScript,
  type WordIndex,
} from './phonetic-engine';
export { suggestText } from './phonetic-text';
export { transliterateText, transliterateWord } from './latin-transliteration';
export * from './transliterate-rules';
export * from './letter-model';
