// Realistic songs for the bench: lines of real worship text in Malayalam, Tamil, Hindi
// (Devanagari) and English, each Indic line with the romanization people type, combined into
// 2–6 stanzas per song. Deterministic (seeded), so two bench runs search the same library.

/** [native line, its romanization] */
const LINES = {
  malayalam: [
    ['യേശുവേ നിന്നെ ഞാൻ സ്തുതിക്കും', 'yeshuve ninne njan sthuthikkum'],
    ['കർത്താവേ നീ എൻ രക്ഷകൻ', 'karthave nee en rakshakan'],
    ['ഹല്ലേലൂയ്യാ സ്തോത്രം', 'halleluyya sthothram'],
    ['നിൻ സ്നേഹം എത്ര മഹത്വം', 'nin sneham ethra mahathwam'],
    ['ആരാധനയ്ക്കു യോഗ്യനേ', 'aaradhanaykku yogyane'],
    ['എന്റെ ദൈവം വലിയവൻ', 'ente daivam valiyavan'],
    ['കൃപയാൽ ഞാൻ ജീവിക്കുന്നു', 'krupayal njan jeevikkunnu'],
    ['പരിശുദ്ധാത്മാവേ വരേണമേ', 'parishudhathmave varename'],
    ['നന്ദി ചൊല്ലുവാൻ വാക്കുകളില്ല', 'nandi cholluvan vakkukalilla'],
    ['യഹോവ എന്റെ ഇടയൻ', 'yahova ente idayan'],
    ['സ്തുതിപ്പിൻ സ്തുതിപ്പിൻ യേശുവിനെ', 'sthuthippin sthuthippin yeshuvine'],
    ['എൻ ആത്മാവേ ഉണരുക', 'en athmave unaruka'],
    ['കുരിശിൽ എനിക്കായി മരിച്ചവനേ', 'kurishil enikkayi marichavane'],
    ['വിശ്വസ്തൻ എന്നും എൻ യേശു', 'vishwasthan ennum en yeshu'],
  ],
  tamil: [
    ['இயேசுவே உம்மை துதிப்பேன்', 'yesuve ummai thuthippen'],
    ['கர்த்தர் என் மேய்ப்பராயிருக்கிறார்', 'karthar en meipparayirukkiraar'],
    ['அல்லேலூயா துதி கனம் மகிமை', 'alleluya thuthi ganam magimai'],
    ['உம் கிருபை பெரியது', 'um kirubai periyathu'],
    ['ஆராதனை உமக்கே', 'aarathanai umakke'],
    ['என் தேவன் நல்லவர்', 'en devan nallavar'],
    ['பரிசுத்த ஆவியே வாரும்', 'parisutha aaviye vaarum'],
    ['நன்றி சொல்வேன் நாதா', 'nandri solven naatha'],
    ['இயேசு ராஜா வருகிறார்', 'yesu raja varugiraar'],
    ['உம்மைப் போல யாருண்டு', 'ummai pola yaarundu'],
    ['ஸ்தோத்திரம் ஸ்தோத்திரம் இயேசுவுக்கே', 'sthothiram sthothiram yesuvukke'],
    ['சிலுவையில் எனக்காக மரித்தீரே', 'siluvaiyil enakkaaga marittheere'],
    ['உண்மையுள்ள தேவனே', 'unmaiyulla devane'],
  ],
  hindi: [
    ['यीशु मसीह तेरा नाम महान', 'yeshu masih tera naam mahaan'],
    ['प्रभु तू मेरा चरवाहा है', 'prabhu tu mera charvaha hai'],
    ['हल्लेलूय्याह स्तुति करो', 'halleluyah stuti karo'],
    ['तेरी कृपा अपार है', 'teri kripa apaar hai'],
    ['आराधना हो तेरी', 'aaradhana ho teri'],
    ['मेरा परमेश्वर महान है', 'mera parmeshwar mahaan hai'],
    ['पवित्र आत्मा आ जा', 'pavitra aatma aa ja'],
    ['धन्यवाद हे प्रभु', 'dhanyavaad he prabhu'],
    ['तू ही राजा तू ही मालिक', 'tu hi raja tu hi maalik'],
    ['मेरे मन में तू बस जा', 'mere man mein tu bas ja'],
    ['जय जय यीशु राजा', 'jay jay yeshu raja'],
    ['क्रूस पर तूने जान दी', 'kroos par tune jaan di'],
    ['विश्वासयोग्य है मेरा प्रभु', 'vishwasyogya hai mera prabhu'],
  ],
  english: [
    ['Amazing grace how sweet the sound'],
    ['Holy holy holy Lord God almighty'],
    ['How great is our God sing with me'],
    ['Blessed be the name of the Lord'],
    ['Great is thy faithfulness O God my Father'],
    ['Jesus you are worthy of all praise'],
    ['Come now is the time to worship'],
    ['Lord I lift your name on high'],
    ['Your love never fails it never gives up'],
    ['Shout to the Lord all the earth let us sing'],
    ['In Christ alone my hope is found'],
    ['Here I am to worship here I am to bow down'],
    ['Open the eyes of my heart Lord'],
    ['Praise him all creatures here below'],
    ['The steadfast love of the Lord never ceases'],
    ['Cornerstone my anchor in the storm'],
  ],
};

const AUTHORS = [
  'M. E. Cherian',
  'K. V. Simon',
  'Sadhu Kochukunju Upadesi',
  'Fr. Abel',
  'Vedanayagam Sastriar',
  'H. A. Krishna Pillai',
  'Father S. J. Berchmans',
  'Pastor Alwin Thomas',
  'Anil Kant',
  'Sister Sharon',
  'John Newton',
  'Isaac Watts',
  'Fanny Crosby',
  'Chris Tomlin',
  'Matt Redman',
  'Darlene Zschech',
];

const KEYS = ['C', 'D', 'E', 'F', 'G', 'A', 'Bb', 'Eb', 'Am', 'Em', 'Dm'];

/** Languages of the library, by share: mostly Malayalam and Tamil, as the product's users. */
const LANGUAGE_SHARE = [
  ['malayalam', 0.35],
  ['tamil', 0.25],
  ['hindi', 0.15],
  ['english', 0.25],
];

/** A small seeded PRNG (mulberry32). */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const CATEGORY_NAMES = [
  ['Worship', '#4f46e5'],
  ['Praise', '#16a34a'],
  ['Communion', '#b91c1c'],
  ['Christmas', '#0891b2'],
  ['Easter', '#ca8a04'],
  ['Prayer', '#7c3aed'],
  ['Thanksgiving', '#ea580c'],
  ['Children', '#db2777'],
];

/**
 * One song: `{ title, language, author, key, tempo, stanzas: [{ lyrics, transliterations:
 * [{ language, text }] }] }`. Indic stanzas carry their romanization (language english); about
 * one in five also carries the same words in a second script's romanization order, as
 * songbooks printed for mixed congregations do.
 */
export function makeSong(rand, n) {
  const pick = (list) => list[Math.floor(rand() * list.length)];
  let r = rand();
  let language = 'english';
  for (const [name, share] of LANGUAGE_SHARE) {
    if (r < share) {
      language = name;
      break;
    }
    r -= share;
  }
  const lines = LINES[language];
  const stanzaCount = 2 + Math.floor(rand() * 5); // 2–6
  const stanzas = [];
  for (let s = 0; s < stanzaCount; s++) {
    const chosen = Array.from({ length: 3 + Math.floor(rand() * 3) }, () => pick(lines));
    const lyrics = chosen.map((l) => l[0]).join('\n');
    const transliterations =
      language === 'english'
        ? []
        : [{ language: 'english', text: chosen.map((l) => l[1]).join('\n') }];
    stanzas.push({ lyrics, transliterations });
  }
  const first = stanzas[0].lyrics.split('\n')[0];
  return {
    // First lines repeat across a big library; a number keeps titles apart, as hymnals do.
    title: `${first} ${n % 7 === 0 ? `(${1 + (n % 997)})` : ''}`.trim(),
    language,
    author: rand() < 0.7 ? pick(AUTHORS) : null,
    key: rand() < 0.6 ? pick(KEYS) : null,
    tempo: rand() < 0.5 ? 60 + Math.floor(rand() * 80) : null,
    stanzas,
  };
}

/** Queries a visitor types, by kind; each is known to match songs of the corpus above. */
export const QUERIES = {
  'native script': ['യേശുവേ', 'கிருபை', 'परमेश्वर', 'സ്തോത്രം ഹല്ലേലൂയ്യാ'],
  romanized: ['yeshuve', 'kirubai', 'parmeshwar', 'karthave rakshakan'],
  english: ['grace', 'faithfulness', 'worship', 'holy lord'],
  // A letter missing, added or swapped: found by the forgiving tier (near words), not exactly.
  typos: ['yeshve', 'kirubia', 'parmehswar', 'holy lrod', 'worhsip'],
  // Half-typed words (search as you type).
  typing: ['yesh', 'kiru', 'parme', 'faithf'],
};
