import type { KindRules, LagnaRules, SaaitKind } from './types';

// Conditions per kind from Muhurta Chintamani (Ramadaivajna, 1600), which Nepal's panchangas use.
/**
 * Yogas to shun and for how much of their span, in nadis of 60 (Muhurta Chintamani, Shubhashubha
 * prakarana): Vishkambha and Vajra 3, Ganda and Atiganda 6, Vyaghata 9, Shula 5, Parigha half,
 * Vyatipata and Vaidhriti whole.
 */
const BAD_YOGAS: Readonly<Record<number, number>> = {
  1: 3,
  6: 6,
  9: 5,
  10: 6,
  13: 9,
  15: 3,
  17: 60,
  19: 30,
  27: 60,
};
const VISHTI = [8]; // Bhadra
/** Both halves' tithis (1–30) other than Rikta (4, 9, 14), Ashtami, Shashthi and Aunsi. */
const bothHalves = (inHalf: number[]) => inHalf.flatMap((t) => [t, t + 15]).filter((t) => t !== 30);
const shuklaOnly = (inHalf: number[]) => inHalf;
const RIKTA_FREE = [2, 3, 5, 7, 10, 11, 12, 13];
const UTTARAYAN_AND_SPRING = [1, 2, 10, 11, 12]; // Sun in Mesh, Brish, Makar, Kumbha, Meen

// Marriage's own tithis: Shukla Dwitiya, Tritiya, Panchami, Saptami, Dashami, Ekadashi, Dwadashi,
// Trayodashi and Purnima, Krishna Dwitiya, Tritiya, Panchami, Saptami and Dashami.
const MARRIAGE_TITHIS = [2, 3, 5, 7, 10, 11, 12, 13, 15, 17, 18, 20, 22, 25];
// The rest of Shukla Dwitiya to Krishna Dashami (the Rikta 4, 9, 14, Shashthi and Ashtami of each
// half, Krishna Pratipada), past which the waning Moon is too weak.
const WEAKER_TITHIS = Array.from({ length: 24 }, (_, i) => i + 2).filter(
  (t) => !MARRIAGE_TITHIS.includes(t),
);

/**
 * Muhurta Chintamani, Vivaha prakarana: the lagna governs the marriage moment. The favoured lagnas
 * are Mithuna, Kanya and Tula, then Vrishabha, Karka, Dhanu and Meena; the lagna must be pure, and
 * of the planets its verse on lagna-shuddhi bars ("vyaye shanih khe 'vanijas...": malefics in the
 * lagna, Mars in the 8th, every planet in the 7th) Mars is the one held here, in the 1st, 7th and
 * 8th. The committee lists Rikta tithis and Sundays, Tuesdays and Saturdays (2076 Falgun 15, a
 * Chaturthi; Falgun 25, a Sunday's Chaturdashi; 2077 Baishakh 23, a Tuesday): those pass here only
 * at a moment whose lagna is favoured and pure.
 */
const MARRIAGE_LAGNA = {
  source:
    'Muhurta Chintamani, Vivaha prakarana (favoured lagnas; lagna-shuddhi: Mars in neither the lagna, the 7th nor the 8th)',
  signs: [2, 3, 4, 6, 7, 9, 12],
  avoid: { mars: [1, 7, 8] },
  weakTithis: WEAKER_TITHIS,
  weakWeekdays: [0, 2, 6],
} as const satisfies LagnaRules;

// Shighrabodha's "house" read as the nakshatra: the ten doshas are faults of the Moon's nakshatra.
const MARRIAGE_YUTI = {
  source:
    'Muhurta Chintamani, Vivaha prakarana (yuti, one of the ten doshas); Shighrabodha as Muhurtaraj quotes it ("yatra grihe bhavec chandro..."): Venus exempt, a benefic\'s company no fault; the Moon with the Sun brings loss, with Mars death, with Saturn, Rahu or Ketu ruin',
  grahas: ['sun', 'mars', 'saturn', 'rahu', 'ketu'],
} as const;

export const KIND_RULES: Readonly<Record<SaaitKind, KindRules>> = {
  bibaha: {
    kind: 'bibaha',
    source: 'Muhurta Chintamani, Vivaha prakarana',
    window: 'night',
    // Rohini, Mrigashira, Magha, Uttara Phalguni, Hasta, Swati, Anuradha, Mula, Uttara Ashadha,
    // Uttara Bhadrapada, Revati
    nakshatras: [4, 5, 10, 12, 13, 15, 17, 19, 21, 26, 27],
    tithis: MARRIAGE_TITHIS,
    // Monday, Wednesday, Thursday, Friday; the others only under a pure lagna.
    weekdays: [1, 3, 4, 5],
    badYogas: BAD_YOGAS,
    excludedKaranas: VISHTI,
    // Sun in Mesh, Brish, Mithun, Brishchik, Makar, Kumbha
    sunSigns: [1, 2, 3, 8, 10, 11],
    closures: ['chaturmas', 'jupiter-combust', 'venus-combust', 'adhik', 'sun-sign'],
    lagna: MARRIAGE_LAGNA,
    yuti: MARRIAGE_YUTI,
  },
  bratabandha: {
    kind: 'bratabandha',
    window: 'day',
    source: 'Muhurta Chintamani, Samskara prakarana (Upanayana)',
    // Ashwini, Rohini, Mrigashira, Punarvasu, Pushya, Uttara x3, Hasta, Chitra, Swati, Anuradha,
    // Shravana, Dhanishtha, Shatabhisha, Revati
    nakshatras: [1, 4, 5, 7, 8, 12, 13, 14, 15, 17, 21, 22, 23, 24, 26, 27],
    tithis: shuklaOnly([2, 3, 5, 10, 11, 12]),
    weekdays: [0, 1, 3, 4, 5],
    badYogas: BAD_YOGAS,
    excludedKaranas: VISHTI,
    sunSigns: UTTARAYAN_AND_SPRING,
    closures: ['chaturmas', 'jupiter-combust', 'venus-combust', 'adhik', 'sun-sign'],
  },
  pasni: {
    kind: 'pasni',
    window: 'day',
    source: 'Muhurta Chintamani, Samskara prakarana (Annaprashana)',
    // Ashwini, Rohini, Mrigashira, Punarvasu, Pushya, Uttara x3, Hasta, Chitra, Swati, Anuradha,
    // Shravana, Dhanishtha, Shatabhisha, Revati
    nakshatras: [1, 4, 5, 7, 8, 12, 13, 14, 15, 17, 21, 22, 23, 24, 26, 27],
    tithis: [...bothHalves([2, 3, 5, 7, 10, 11, 13]), 15],
    weekdays: [1, 3, 4, 5],
    badYogas: BAD_YOGAS,
    excludedKaranas: VISHTI,
    sunSigns: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    closures: ['adhik'],
  },
  'griha-prabesh': {
    kind: 'griha-prabesh',
    window: 'day',
    source: 'Muhurta Chintamani, Vastu prakarana (Griha pravesha)',
    // Rohini, Mrigashira, Uttara x3, Chitra, Anuradha, Dhanishtha, Shatabhisha, Revati
    nakshatras: [4, 5, 12, 14, 17, 21, 23, 24, 26, 27],
    tithis: bothHalves(RIKTA_FREE),
    weekdays: [1, 3, 4, 5, 6],
    badYogas: BAD_YOGAS,
    excludedKaranas: VISHTI,
    // Sun in Mesh, Brish, Makar, Kumbha (Baishakh, Jestha, Magh, Falgun)
    sunSigns: [1, 2, 10, 11],
    closures: ['chaturmas', 'jupiter-combust', 'venus-combust', 'adhik', 'sun-sign'],
  },
  byapar: {
    kind: 'byapar',
    window: 'day',
    source: 'Muhurta Chintamani, Nakshatra prakarana (Panya, trade)',
    // Ashwini, Rohini, Mrigashira, Pushya, Uttara x3, Hasta, Chitra, Anuradha, Shravana, Revati
    nakshatras: [1, 4, 5, 8, 12, 13, 14, 17, 21, 22, 26, 27],
    tithis: bothHalves([2, 3, 5, 7, 10, 11, 13]),
    weekdays: [1, 3, 4, 5],
    badYogas: BAD_YOGAS,
    excludedKaranas: VISHTI,
    sunSigns: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    closures: ['adhik'],
  },
  shilanyas: {
    kind: 'shilanyas',
    window: 'day',
    source: 'Muhurta Chintamani, Vastu prakarana (Griharambha)',
    // Rohini, Mrigashira, Pushya, Uttara x3, Hasta, Chitra, Swati, Anuradha, Dhanishtha,
    // Shatabhisha, Revati
    nakshatras: [4, 5, 8, 12, 13, 14, 15, 17, 21, 23, 24, 26, 27],
    tithis: bothHalves([2, 3, 5, 7, 10, 11, 13]),
    weekdays: [1, 3, 4, 5],
    badYogas: BAD_YOGAS,
    excludedKaranas: VISHTI,
    // Sun in Mesh, Brish, Karkat, Brishchik, Makar, Kumbha
    sunSigns: [1, 2, 4, 8, 10, 11],
    closures: ['jupiter-combust', 'venus-combust', 'adhik', 'sun-sign'],
  },
};
