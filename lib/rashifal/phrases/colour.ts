import type { Element } from '../signs';
import type { PhrasePair } from './types';
import type { Relation } from '../planets';

/* Sentences that colour a house reading with the day itself. */

/** Houses 2, 5 and 9 by paksha (chandra-bala: the waxing Moon lifts them). */
export const PAKSHA_NOTE: Record<'shukla' | 'krishna', PhrasePair> = {
  shukla: [
    'The waxing Moon softens this position, and results improve as the day goes on.',
    'शुक्ल पक्षको बढ्दो चन्द्रमाले यो स्थानको फल नरम बनाउनेछ, दिन ढल्किँदै जाँदा परिणाम सुध्रिनेछ।',
  ],
  krishna: [
    'With the Moon waning, keep your expectations modest.',
    'कृष्ण पक्षको घट्दो चन्द्रमाका कारण अपेक्षा सीमित राख्नुहोस्।',
  ],
};

/** The weekday's lord as your sign's lord regards it. */
export const WEEKDAY_NOTE: Record<Relation, PhrasePair> = {
  own: [
    "{weekday} is {planet}'s day, and {planet} rules your sign: it lends you extra strength.",
    '{weekday} तपाईंकै राशिस्वामी {planet}को वार हो, जसले थप बल दिनेछ।',
  ],
  friend: [
    "{weekday} is {planet}'s day, a friend of your lord {lord}: help comes easily.",
    '{weekday} {planet}को वार हो, जो तपाईंका राशिस्वामी {lord}का मित्र हुन्; सहयोग सजिलै मिल्नेछ।',
  ],
  neutral: [
    "{weekday} is {planet}'s day, neutral to your lord {lord}: results follow effort.",
    '{weekday} {planet}को वार हो, जो तपाईंका राशिस्वामी {lord}प्रति तटस्थ छन्; जति मिहिनेत, त्यति फल।',
  ],
  enemy: [
    "{weekday} is {planet}'s day, at odds with your lord {lord}: go gently with others.",
    '{weekday} {planet}को वार हो, जो तपाईंका राशिस्वामी {lord}सँग मेल खाँदैनन्; अरूसँग नरम व्यवहार गर्नुहोस्।',
  ],
};

export type TithiGroup =
  'nanda' | 'bhadra' | 'jaya' | 'rikta' | 'purna' | 'purnima' | 'aunsi' | 'ekadashi';

/** The five tithi groups by their place in the paksha, with three days of their own. */
export const TITHI_NOTE: Record<TithiGroup, PhrasePair> = {
  nanda: [
    '{tithi} is a Nanda tithi, good for celebrations and pleasant beginnings.',
    '{tithi} नन्दा तिथि हो, उत्सव र शुभ सुरुवातका लागि राम्रो।',
  ],
  bhadra: [
    '{tithi} is a Bhadra tithi, good for steady, lasting work.',
    '{tithi} भद्रा तिथि हो, स्थिर र दिगो कामका लागि राम्रो।',
  ],
  jaya: [
    '{tithi} is a Jaya tithi, favouring hard tasks and contests.',
    '{tithi} जया तिथि हो, कठिन काम र प्रतिस्पर्धाका लागि अनुकूल।',
  ],
  rikta: [
    '{tithi} is a Rikta (empty) tithi: finish or clear things rather than start them.',
    '{tithi} रिक्ता तिथि हो; नयाँ काम थाल्नुभन्दा अधुरा काम सक्नुहोस्।',
  ],
  purna: [
    '{tithi} is a Purna (full) tithi, good for completing what you began.',
    '{tithi} पूर्णा तिथि हो, थालेका काम पूरा गर्न राम्रो।',
  ],
  purnima: [
    'Purnima, the full Moon: feelings run high, and worship and charity are blessed.',
    'पूर्णिमा: भावना उर्लिने दिन; पूजा र दानको विशेष महत्त्व छ।',
  ],
  aunsi: [
    'Aunsi, the new Moon: keep the day quiet and remember your ancestors.',
    'औंसी: दिन शान्त राख्नुहोस् र पितृलाई सम्झनुहोस्।',
  ],
  ekadashi: [
    'Ekadashi: a light diet or a fast suits body and mind.',
    'एकादशी: हल्का खाना वा व्रतले तन र मन दुवैलाई फाइदा गर्छ।',
  ],
};

/** Tithi group of tithi 1–30 (the day's tithi at sunrise). */
export function tithiGroup(index: number): TithiGroup {
  if (index === 15) return 'purnima';
  if (index === 30) return 'aunsi';
  const inPaksha = ((index - 1) % 15) + 1;
  if (inPaksha === 11) return 'ekadashi';
  return (['nanda', 'bhadra', 'jaya', 'rikta', 'purna'] as const)[(inPaksha - 1) % 5]!;
}

export type NakshatraNature =
  'fixed' | 'movable' | 'fierce' | 'mixed' | 'swift' | 'gentle' | 'sharp';

/** The muhurta natures of the 27 nakshatras (1 = Ashwini … 27 = Revati). */
const NATURE_BY_NAKSHATRA: readonly NakshatraNature[] = [
  'swift',
  'fierce',
  'mixed',
  'fixed',
  'gentle',
  'sharp',
  'movable',
  'swift',
  'sharp',
  'fierce',
  'fierce',
  'fixed',
  'swift',
  'gentle',
  'movable',
  'mixed',
  'gentle',
  'sharp',
  'sharp',
  'fierce',
  'fixed',
  'movable',
  'movable',
  'movable',
  'fierce',
  'fixed',
  'gentle',
];

export function nakshatraNature(index: number): NakshatraNature {
  return NATURE_BY_NAKSHATRA[index - 1]!;
}

/** Per nature: [use it (good day for the sign), take care (mixed or adverse day)]. */
export const NAKSHATRA_NOTE: Record<NakshatraNature, readonly [PhrasePair, PhrasePair]> = {
  fixed: [
    [
      '{nakshatra} is a fixed nakshatra: good for lasting commitments, planting and moving house.',
      '{nakshatra} ध्रुव (स्थिर) नक्षत्र हो: दीर्घकालीन प्रतिबद्धता, रोपाइँ र गृहप्रवेशका लागि राम्रो।',
    ],
    [
      '{nakshatra} is a fixed nakshatra: what you commit to now will last, so commit with care.',
      '{nakshatra} ध्रुव (स्थिर) नक्षत्र हो: अहिले गरेको वाचा लामो टिक्छ, त्यसैले सोचेर मात्र वाचा गर्नुहोस्।',
    ],
  ],
  movable: [
    [
      '{nakshatra} is a movable nakshatra: good for travel and for getting stalled work moving.',
      '{nakshatra} चर नक्षत्र हो: यात्रा र रोकिएका काम अघि बढाउन राम्रो।',
    ],
    [
      '{nakshatra} is a movable nakshatra: plans shift easily, so keep them flexible.',
      '{nakshatra} चर नक्षत्र हो: योजना सजिलै बदलिन सक्छन्, लचिलो रहनुहोस्।',
    ],
  ],
  fierce: [
    [
      '{nakshatra} is a fierce nakshatra: bold action works, quarrels do not.',
      '{nakshatra} उग्र नक्षत्र हो: साहसी कदम सफल हुन्छ, झगडा होइन।',
    ],
    [
      '{nakshatra} is a fierce nakshatra: avoid confrontation and hasty words.',
      '{nakshatra} उग्र नक्षत्र हो: भिडन्त र हतारका बोलीबाट टाढा रहनुहोस्।',
    ],
  ],
  mixed: [
    [
      '{nakshatra} is a mixed nakshatra: good for routine and everyday work.',
      '{nakshatra} मिश्र नक्षत्र हो: दैनिक र नियमित कामका लागि राम्रो।',
    ],
    [
      '{nakshatra} is a mixed nakshatra: stick to routine and avoid big decisions.',
      '{nakshatra} मिश्र नक्षत्र हो: नियमित काममै सीमित रहनुहोस्, ठूला निर्णय नलिनुहोस्।',
    ],
  ],
  swift: [
    [
      '{nakshatra} is a swift nakshatra: good for trade, learning and quick tasks.',
      '{nakshatra} क्षिप्र नक्षत्र हो: व्यापार, सिकाइ र छिटो सकिने कामका लागि राम्रो।',
    ],
    [
      '{nakshatra} is a swift nakshatra: small, quick tasks go better than big ones.',
      '{nakshatra} क्षिप्र नक्षत्र हो: ठूला कामभन्दा साना र छिटो सकिने काम राम्रा हुन्छन्।',
    ],
  ],
  gentle: [
    [
      '{nakshatra} is a gentle nakshatra: good for friendship, music and the arts.',
      '{nakshatra} मृदु नक्षत्र हो: मित्रता, सङ्गीत र कलाका लागि राम्रो।',
    ],
    [
      '{nakshatra} is a gentle nakshatra: kindness smooths whatever the day brings.',
      '{nakshatra} मृदु नक्षत्र हो: दिनले जे ल्याए पनि नम्र व्यवहारले सजिलो बनाउनेछ।',
    ],
  ],
  sharp: [
    [
      '{nakshatra} is a sharp nakshatra: good for cutting through problems and ending what no longer serves.',
      '{nakshatra} तीक्ष्ण नक्षत्र हो: अड्किएका समस्या फत्ते गर्न र काम नलाग्ने कुरा टुङ्ग्याउन राम्रो।',
    ],
    [
      '{nakshatra} is a sharp nakshatra: guard your words and put off new agreements.',
      '{nakshatra} तीक्ष्ण नक्षत्र हो: बोलीमा संयम राख्नुहोस् र नयाँ सम्झौता पछि सार्नुहोस्।',
    ],
  ],
};

/** When the Moon changes sign before the next sunrise. */
export const MOON_CHANGE_NOTE: PhrasePair = [
  'From {time} the Moon moves into {sign}, your {house} house.',
  '{time} बजेदेखि चन्द्रमा {sign} राशिमा सर्नेछन्, जुन तपाईंको {house} स्थान हो।',
];

export const ORDINALS: readonly PhrasePair[] = [
  ['1st', 'पहिलो'],
  ['2nd', 'दोस्रो'],
  ['3rd', 'तेस्रो'],
  ['4th', 'चौथो'],
  ['5th', 'पाँचौं'],
  ['6th', 'छैटौं'],
  ['7th', 'सातौं'],
  ['8th', 'आठौं'],
  ['9th', 'नवौं'],
  ['10th', 'दसौं'],
  ['11th', 'एघारौं'],
  ['12th', 'बाह्रौं'],
];

/** Meditation tips by the element of the Moon's sign of the day (the spec's four tips). */
export const MEDITATION_TIPS: Record<Element, PhrasePair> = {
  fire: [
    'The Moon is in a fire sign: sit facing the morning light, breathe slowly and let each out-breath cool the mind. Five minutes of gazing at a lamp flame (trataka) steadies a restless will.',
    'चन्द्रमा अग्नि राशिमा छन्: बिहानको उज्यालोतिर फर्केर बस्नुहोस्, बिस्तारै सास फेर्नुहोस् र हरेक निश्वाससँगै मनलाई शीतल पार्नुहोस्। दियोको ज्योतिमा पाँच मिनेट त्राटक गर्दा चञ्चल मन स्थिर हुन्छ।',
  ],
  earth: [
    'The Moon is in an earth sign: sit on the floor with a straight back, feel your weight settle and count twenty slow breaths. A barefoot walk on grass grounds a scattered day.',
    'चन्द्रमा पृथ्वी राशिमा छन्: भुइँमा ढाड सिधा पारेर बस्नुहोस्, शरीरको भार जमिनमा अडिएको महसुस गर्नुहोस् र बीस पटक बिस्तारै सास गन्नुहोस्। घाँसमा खाली खुट्टा हिँड्दा छरिएको मन थामिन्छ।',
  ],
  air: [
    'The Moon is in an air sign: practise alternate-nostril breathing (nadi shodhana) for five minutes. It calms a busy, talkative mind and sharpens focus.',
    'चन्द्रमा वायु राशिमा छन्: पाँच मिनेट अनुलोम-विलोम (नाडी शोधन) प्राणायाम गर्नुहोस्। यसले धेरै कुरा खेलिरहने मनलाई शान्त र एकाग्र बनाउँछ।',
  ],
  water: [
    'The Moon is in a water sign: sit by water, or with a glass of water before you; breathe in for four counts and out for six, and let feelings pass like ripples.',
    'चन्द्रमा जल राशिमा छन्: पानीको छेउमा वा अगाडि एक गिलास पानी राखेर बस्नुहोस्; चार गन्तीमा सास लिनुहोस्, छ गन्तीमा छोड्नुहोस् र भावनालाई पानीको तरङ्गझैं बग्न दिनुहोस्।',
  ],
};

/** Replaces `{name}` placeholders; an unknown placeholder is a programming error. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Missing phrase value '${key}'`);
    return value;
  });
}
