type Name = { name: string; nameNe: string };

const table = (names: string, namesNe: string): ReadonlyArray<Name> => {
  const en = names.split(',');
  const ne = namesNe.split(',');
  if (en.length !== ne.length) throw new Error('Name table length mismatch');
  return en.map((name, i) => ({ name, nameNe: ne[i] ?? '' }));
};

/** The 27 nakshatras of 13°20′ from sidereal 0°, index − 1. */
export const NAKSHATRA_NAMES = table(
  'Ashwini,Bharani,Krittika,Rohini,Mrigashira,Ardra,Punarvasu,Pushya,Ashlesha,Magha,' +
    'Purva Phalguni,Uttara Phalguni,Hasta,Chitra,Swati,Vishakha,Anuradha,Jyeshtha,Mula,' +
    'Purva Ashadha,Uttara Ashadha,Shravana,Dhanishtha,Shatabhisha,Purva Bhadrapada,' +
    'Uttara Bhadrapada,Revati',
  'अश्विनी,भरणी,कृत्तिका,रोहिणी,मृगशिरा,आर्द्रा,पुनर्वसु,पुष्य,आश्लेषा,मघा,पूर्वफाल्गुनी,' +
    'उत्तरफाल्गुनी,हस्त,चित्रा,स्वाती,विशाखा,अनुराधा,ज्येष्ठा,मूल,पूर्वाषाढा,उत्तराषाढा,श्रवण,' +
    'धनिष्ठा,शतभिषा,पूर्वभाद्रपद,उत्तरभाद्रपद,रेवती',
);

/** The 27 yogas (Sun + Moon in 13°20′ steps), index − 1. */
export const YOGA_NAMES = table(
  'Vishkambha,Priti,Ayushman,Saubhagya,Shobhana,Atiganda,Sukarma,Dhriti,Shula,Ganda,' +
    'Vriddhi,Dhruva,Vyaghata,Harshana,Vajra,Siddhi,Vyatipata,Variyan,Parigha,Shiva,Siddha,' +
    'Sadhya,Shubha,Shukla,Brahma,Indra,Vaidhriti',
  'विष्कम्भ,प्रीति,आयुष्मान्,सौभाग्य,शोभन,अतिगण्ड,सुकर्मा,धृति,शूल,गण्ड,वृद्धि,ध्रुव,व्याघात,' +
    'हर्षण,वज्र,सिद्धि,व्यतीपात,वरीयान्,परिघ,शिव,सिद्ध,साध्य,शुभ,शुक्ल,ब्रह्म,इन्द्र,वैधृति',
);

/** The 11 karanas: 4 fixed (Kimstughna, Shakuni, Chatushpada, Naga) and 7 movable, index − 1. */
export const KARANA_NAMES = table(
  'Kimstughna,Bava,Balava,Kaulava,Taitila,Garaja,Vanija,Vishti,Shakuni,Chatushpada,Naga',
  'किंस्तुघ्न,बव,बालव,कौलव,तैतिल,गर,वणिज,विष्टि,शकुनि,चतुष्पद,नाग',
);

/** The 12 sidereal signs, Mesh … Meen, index − 1. */
export const RASHI_NAMES = table(
  'Mesh,Brish,Mithun,Karkat,Simha,Kanya,Tula,Brishchik,Dhanu,Makar,Kumbha,Meen',
  'मेष,वृष,मिथुन,कर्कट,सिंह,कन्या,तुला,वृश्चिक,धनु,मकर,कुम्भ,मीन',
);
