import type { PhrasePair } from './types';

/** The week's opening by how many of its seven days favour the sign. */
export const WEEK_OPENING: Record<'good' | 'mixed' | 'hard', readonly PhrasePair[]> = {
  good: [
    [
      'A supportive week: the Moon favours you on {count} of its seven days.',
      'सहयोगी हप्ता: सात दिनमध्ये {count} दिन चन्द्रमा तपाईंको पक्षमा छन्।',
    ],
    [
      'The Moon is on your side for most of the week ({count} days of seven): use the momentum.',
      'हप्ताको धेरैजसो समय ({count} दिन) चन्द्रमा अनुकूल छन्; यो गतिको सदुपयोग गर्नुहोस्।',
    ],
  ],
  mixed: [
    [
      'A week of two halves: {count} of its seven days favour you, so time your important steps.',
      'मिश्रित हप्ता: सात दिनमध्ये {count} दिन मात्र अनुकूल छन्, त्यसैले महत्त्वपूर्ण काम समय हेरेर गर्नुहोस्।',
    ],
    [
      'Steady effort carries this week; the Moon helps on {count} of its days.',
      'यो हप्ता निरन्तर मिहिनेतले काम बन्छ; चन्द्रमाले {count} दिन साथ दिनेछन्।',
    ],
  ],
  hard: [
    [
      'A week for patience: the Moon favours you on only {count} of its days.',
      'धैर्यको हप्ता: चन्द्रमा केवल {count} दिन मात्र अनुकूल छन्।',
    ],
    [
      'Keep plans modest this week; only {count} of its days lend the Moon’s support.',
      'यस हप्ता योजना सानो राख्नुहोस्; केवल {count} दिन चन्द्रमाको साथ छ।',
    ],
  ],
};

export const GOOD_DAYS_NOTE: PhrasePair = [
  'Best days to begin things: {days}.',
  'नयाँ काम थाल्न उत्तम दिन: {days}।',
];

export const HARD_DAYS_NOTE: PhrasePair = [
  'Go carefully on {days}, when the Moon stands in a difficult house.',
  '{days} चन्द्रमा कठिन स्थानमा हुँदा सावधानीपूर्वक अघि बढ्नुहोस्।',
];

export const CHANDRASHTAMA_NOTE: PhrasePair = [
  'Chandrashtama on {days}: the Moon is in your 8th house, so put off risky decisions, travel and arguments.',
  '{days} चन्द्राष्टम छ: चन्द्रमा तपाईंको आठौं स्थानमा हुँदा जोखिमपूर्ण निर्णय, यात्रा र विवाद टार्नुहोस्।',
];

export const NO_CHANDRASHTAMA_NOTE: PhrasePair = [
  'No chandrashtama falls in this week.',
  'यस हप्ता चन्द्राष्टम पर्दैन।',
];

/** A faster planet changing sign inside the period, read for the sign. */
export const INGRESS_NOTE: Record<'good' | 'other', PhrasePair> = {
  good: [
    '{planet} enters {sign} on {date}, your {house} house: a helpful change.',
    '{date} {planet} {sign} राशिमा प्रवेश गर्नेछन्, जुन तपाईंको {house} स्थान हो: सहयोगी परिवर्तन।',
  ],
  other: [
    '{planet} enters {sign} on {date}, your {house} house: adjust your plans to it.',
    '{date} {planet} {sign} राशिमा प्रवेश गर्नेछन्, जुन तपाईंको {house} स्थान हो: योजना त्यसअनुसार मिलाउनुहोस्।',
  ],
};

export const STATION_NOTE: Record<'retrograde' | 'direct', PhrasePair> = {
  retrograde: [
    '{planet} turns retrograde on {date}: review rather than start its matters.',
    '{date} {planet} वक्री हुनेछन्: उनका विषयमा नयाँ सुरु गर्नुभन्दा पुनरावलोकन गर्नुहोस्।',
  ],
  direct: [
    '{planet} turns direct on {date}: delayed matters move again.',
    '{date} {planet} मार्गी हुनेछन्: अड्किएका काम फेरि अघि बढ्नेछन्।',
  ],
};

/** The Sun's transit house for the month (gochara: favourable in 3, 6, 10 and 11). */
export const SUN_HOUSE: readonly PhrasePair[] = [
  [
    'The Sun crosses your own sign this month: energy is high but so is temper; mind your health and pride.',
    'यस महिना सूर्य तपाईंकै राशिमा छन्: जोस बढ्नेछ तर रिस पनि; स्वास्थ्य र अहंकारमा ध्यान दिनुहोस्।',
  ],
  [
    'The Sun in your 2nd house asks for care with money and words; avoid needless spending.',
    'दोस्रो स्थानका सूर्यले धन र बोलीमा सावधानी माग्छन्; अनावश्यक खर्च नगर्नुहोस्।',
  ],
  [
    'The Sun in your 3rd house brings courage and success; efforts and short journeys pay off.',
    'तेस्रो स्थानका सूर्यले साहस र सफलता दिनेछन्; प्रयास र छोटा यात्रा फलदायी हुनेछन्।',
  ],
  [
    'The Sun in your 4th house can unsettle home and peace of mind; keep family matters calm.',
    'चौथो स्थानका सूर्यले घर र मनको शान्तिमा असर गर्न सक्छन्; पारिवारिक कुरा शान्त राख्नुहोस्।',
  ],
  [
    'The Sun in your 5th house clouds judgement a little; think twice before speculating.',
    'पाँचौं स्थानका सूर्यले निर्णयमा अलि भ्रम ल्याउन सक्छन्; लगानी वा जोखिम अघि दुईपटक सोच्नुहोस्।',
  ],
  [
    'The Sun in your 6th house gives victory over rivals and relief from debts and illness.',
    'छैटौं स्थानका सूर्यले विरोधीमाथि विजय र ऋण तथा रोगबाट राहत दिनेछन्।',
  ],
  [
    'The Sun in your 7th house strains partnerships and tires you on journeys; be patient with your partner.',
    'सातौं स्थानका सूर्यले साझेदारीमा तनाव र यात्रामा थकान दिन सक्छन्; जीवनसाथीप्रति धैर्य राख्नुहोस्।',
  ],
  [
    'The Sun in your 8th house calls for rest and caution; avoid risks and look after your health.',
    'आठौं स्थानका सूर्यले आराम र सावधानी माग्छन्; जोखिम नलिनुहोस् र स्वास्थ्यको ख्याल राख्नुहोस्।',
  ],
  [
    'The Sun in your 9th house may bring obstacles and friction with elders; keep faith and go steadily.',
    'नवौं स्थानका सूर्यले बाधा र ठूलाबडासँग मनमुटाव ल्याउन सक्छन्; आस्था राखेर बिस्तारै अघि बढ्नुहोस्।',
  ],
  [
    'The Sun in your 10th house favours work and recognition; a good month to show what you can do.',
    'दसौं स्थानका सूर्य काम र मान-सम्मानका लागि अनुकूल छन्; आफ्नो क्षमता देखाउने राम्रो महिना।',
  ],
  [
    'The Sun in your 11th house brings gains and the support of people in authority.',
    'एघारौं स्थानका सूर्यले लाभ र प्रभावशाली व्यक्तिको साथ दिलाउनेछन्।',
  ],
  [
    'The Sun in your 12th house raises expenses and travel; plan your budget and rest well.',
    'बाह्रौं स्थानका सूर्यले खर्च र यात्रा बढाउनेछन्; बजेट मिलाउनुहोस् र राम्ररी आराम गर्नुहोस्।',
  ],
];

/** Jupiter's transit house (gochara: favourable in 2, 5, 7, 9 and 11). */
export const JUPITER_HOUSE: readonly PhrasePair[] = [
  [
    'Jupiter in your own sign ({from} to {to}) brings growth but also restlessness; choose your commitments well.',
    'बृहस्पति तपाईंकै राशिमा ({from} देखि {to} सम्म) हुँदा वृद्धि त हुन्छ तर मन चञ्चल पनि; जिम्मेवारी सोचेर लिनुहोस्।',
  ],
  [
    'Jupiter in your 2nd house ({from} to {to}) favours savings, family and speech.',
    'दोस्रो स्थानका बृहस्पति ({from} देखि {to} सम्म) बचत, परिवार र बोलीका लागि शुभ छन्।',
  ],
  [
    'Jupiter in your 3rd house ({from} to {to}) asks for persistence; progress comes slowly.',
    'तेस्रो स्थानका बृहस्पति ({from} देखि {to} सम्म) लगनशीलता माग्छन्; प्रगति बिस्तारै हुन्छ।',
  ],
  [
    'Jupiter in your 4th house ({from} to {to}) brings domestic worries; keep home matters simple.',
    'चौथो स्थानका बृहस्पति ({from} देखि {to} सम्म) घरायसी चिन्ता दिन सक्छन्; घरका कुरा सरल राख्नुहोस्।',
  ],
  [
    'Jupiter in your 5th house ({from} to {to}) blesses study, children and good judgement.',
    'पाँचौं स्थानका बृहस्पति ({from} देखि {to} सम्म) अध्ययन, सन्तान र विवेकका लागि शुभ छन्।',
  ],
  [
    'Jupiter in your 6th house ({from} to {to}) brings competition and small health worries; work steadily.',
    'छैटौं स्थानका बृहस्पति ({from} देखि {to} सम्म) प्रतिस्पर्धा र सानातिना स्वास्थ्य चिन्ता ल्याउँछन्; नियमित काम गर्नुहोस्।',
  ],
  [
    'Jupiter in your 7th house ({from} to {to}) favours marriage, partnerships and agreements.',
    'सातौं स्थानका बृहस्पति ({from} देखि {to} सम्म) विवाह, साझेदारी र सम्झौताका लागि शुभ छन्।',
  ],
  [
    'Jupiter in your 8th house ({from} to {to}) is a time to guard health and avoid rash investments.',
    'आठौं स्थानका बृहस्पति ({from} देखि {to} सम्म) स्वास्थ्यको रक्षा र हतारका लगानीबाट बच्ने समय हो।',
  ],
  [
    'Jupiter in your 9th house ({from} to {to}) brings fortune, blessings of elders and pilgrimage.',
    'नवौं स्थानका बृहस्पति ({from} देखि {to} सम्म) भाग्य, ठूलाबडाको आशीर्वाद र तीर्थयात्रा दिलाउँछन्।',
  ],
  [
    'Jupiter in your 10th house ({from} to {to}) brings changes at work; keep your reputation clean.',
    'दसौं स्थानका बृहस्पति ({from} देखि {to} सम्म) काममा परिवर्तन ल्याउँछन्; आफ्नो प्रतिष्ठा जोगाउनुहोस्।',
  ],
  [
    'Jupiter in your 11th house ({from} to {to}) is one of the best transits: gains and wishes fulfilled.',
    'एघारौं स्थानका बृहस्पति ({from} देखि {to} सम्म) उत्तम गोचर हुन्: लाभ र इच्छापूर्ति।',
  ],
  [
    'Jupiter in your 12th house ({from} to {to}) raises expenses, often on good causes; spend wisely.',
    'बाह्रौं स्थानका बृहस्पति ({from} देखि {to} सम्म) खर्च बढाउँछन्, प्रायः राम्रै काममा; सोचेर खर्च गर्नुहोस्।',
  ],
];

/** Saturn's transit house (gochara: favourable in 3, 6 and 11). */
export const SATURN_HOUSE: readonly PhrasePair[] = [
  [
    'Saturn in your own sign ({from} to {to}) tests your stamina; discipline and rest carry you through.',
    'शनि तपाईंकै राशिमा ({from} देखि {to} सम्म) हुँदा धैर्यको परीक्षा हुन्छ; अनुशासन र आरामले पार लगाउँछ।',
  ],
  [
    'Saturn in your 2nd house ({from} to {to}) asks for thrift and careful speech.',
    'दोस्रो स्थानका शनि ({from} देखि {to} सम्म) मितव्ययिता र होसियारीपूर्ण बोली माग्छन्।',
  ],
  [
    'Saturn in your 3rd house ({from} to {to}) rewards hard work with lasting success.',
    'तेस्रो स्थानका शनिले ({from} देखि {to} सम्म) कडा परिश्रमलाई दिगो सफलतामा बदल्छन्।',
  ],
  [
    'Saturn in your 4th house ({from} to {to}) weighs on home and peace of mind.',
    'चौथो स्थानका शनि ({from} देखि {to} सम्म) घर र मनको शान्तिमा भार बन्छन्।',
  ],
  [
    'Saturn in your 5th house ({from} to {to}) slows plans for study and children; be patient.',
    'पाँचौं स्थानका शनि ({from} देखि {to} सम्म) अध्ययन र सन्तानसम्बन्धी योजना ढिलो गराउँछन्; धैर्य राख्नुहोस्।',
  ],
  [
    'Saturn in your 6th house ({from} to {to}) defeats rivals and clears debts: a strong transit.',
    'छैटौं स्थानका शनिले ({from} देखि {to} सम्म) विरोधी परास्त र ऋण चुक्ता गराउँछन्: बलियो गोचर।',
  ],
  [
    'Saturn in your 7th house ({from} to {to}) brings strain in partnerships; keep commitments.',
    'सातौं स्थानका शनि ({from} देखि {to} सम्म) साझेदारीमा तनाव ल्याउँछन्; वचन पालना गर्नुहोस्।',
  ],
  [
    'Saturn in your 8th house ({from} to {to}) calls for caution with health and risk.',
    'आठौं स्थानका शनि ({from} देखि {to} सम्म) स्वास्थ्य र जोखिममा सावधानी माग्छन्।',
  ],
  [
    'Saturn in your 9th house ({from} to {to}) delays luck; rely on your own effort.',
    'नवौं स्थानका शनि ({from} देखि {to} सम्म) भाग्य ढिलो गराउँछन्; आफ्नै प्रयासमा भर पर्नुहोस्।',
  ],
  [
    'Saturn in your 10th house ({from} to {to}) brings heavy work and slow recognition.',
    'दसौं स्थानका शनि ({from} देखि {to} सम्म) कामको भार बढाउँछन् र मान्यता ढिलो दिलाउँछन्।',
  ],
  [
    'Saturn in your 11th house ({from} to {to}) brings steady gains and reliable friends.',
    'एघारौं स्थानका शनिले ({from} देखि {to} सम्म) स्थिर लाभ र भरपर्दा साथी दिलाउँछन्।',
  ],
  [
    'Saturn in your 12th house ({from} to {to}) raises expenses and tiredness; plan ahead.',
    'बाह्रौं स्थानका शनि ({from} देखि {to} सम्म) खर्च र थकान बढाउँछन्; पहिले नै योजना बनाउनुहोस्।',
  ],
];

export const SADE_SATI_NOTE: Record<'first' | 'peak' | 'last', PhrasePair> = {
  first: [
    'Sade sati, first phase ({from} to {to}): Saturn in the sign before yours; watch expenses and sleep.',
    'साढेसातीको पहिलो चरण ({from} देखि {to} सम्म): शनि तपाईंको राशिभन्दा अघिल्लो राशिमा; खर्च र निद्राको ख्याल गर्नुहोस्।',
  ],
  peak: [
    'Sade sati, peak phase ({from} to {to}): Saturn in your own sign; patience and routine matter most.',
    'साढेसातीको मुख्य चरण ({from} देखि {to} सम्म): शनि तपाईंकै राशिमा; धैर्य र नियमितता सबैभन्दा जरुरी।',
  ],
  last: [
    'Sade sati, last phase ({from} to {to}): Saturn in the sign after yours; the pressure eases towards its end.',
    'साढेसातीको अन्तिम चरण ({from} देखि {to} सम्म): शनि तपाईंको राशिपछिको राशिमा; अन्त्यतिर दबाब कम हुँदै जान्छ।',
  ],
};

export const DHAIYA_NOTE: Record<4 | 8, PhrasePair> = {
  4: [
    'Shani dhaiya ({from} to {to}): Saturn in your 4th house for two and a half years; keep home and property matters in order.',
    'शनिको ढैया ({from} देखि {to} सम्म): अढाई वर्ष शनि चौथो स्थानमा; घर र सम्पत्तिका कुरा व्यवस्थित राख्नुहोस्।',
  ],
  8: [
    'Shani dhaiya ({from} to {to}): Saturn in your 8th house for two and a half years; guard your health and avoid risks.',
    'शनिको ढैया ({from} देखि {to} सम्म): अढाई वर्ष शनि आठौं स्थानमा; स्वास्थ्यको रक्षा गर्नुहोस् र जोखिम नलिनुहोस्।',
  ],
};

/** Rahu's house (gochara: favourable in 3, 6 and 11, as for Saturn). */
export const RAHU_NOTE: Record<'good' | 'other', PhrasePair> = {
  good: [
    'Rahu in your {house} house helps you outdo competitors.',
    'तपाईंको {house} स्थानका राहुले प्रतिस्पर्धीलाई उछिन्न सघाउँछन्।',
  ],
  other: [
    'Rahu in your {house} house can bring confusion there; check facts before acting.',
    'तपाईंको {house} स्थानका राहुले त्यस क्षेत्रमा भ्रम ल्याउन सक्छन्; काम गर्नुअघि तथ्य जाँच्नुहोस्।',
  ],
};
