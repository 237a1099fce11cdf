/** Kathmandu valley jatras, family days and sankrantis; evidence: docs/festival-evidence.md. */
import type { Festival } from '../types';
import { derived, krishna, lunar, M, shukla, solar } from './rules';

export const CULTURAL: readonly Festival[] = [
  {
    id: 'indra-jatra',
    name: 'Indra Jatra (Yenya)',
    nameNe: 'इन्द्रजात्रा (येँया)',
    type: 'cultural',
    description:
      'Kathmandu’s festival of Indra, god of rain: the living goddess Kumari is drawn through the old city by chariot on Bhadra Shukla Chaturdashi.',
    descriptionNe:
      'वर्षाका देवता इन्द्रको काठमाडौंमा मनाइने पर्व: भदौ शुक्ल चतुर्दशीमा जीवित देवी कुमारीको रथ तानिन्छ।',
    holiday: ['kathmandu-valley'],
    rule: lunar(M.bhadra, shukla(14), 'sunrise'),
  },
  {
    id: 'gai-jatra',
    name: 'Gai Jatra (Saparu)',
    nameNe: 'गाईजात्रा (सापारु)',
    type: 'cultural',
    description:
      'The day after Janai Purnima, families who lost a member during the year parade a cow, or a child dressed as one, through the streets of the valley.',
    descriptionNe:
      'जनै पूर्णिमाको भोलिपल्ट, वर्षभरिमा परिवारको सदस्य गुमाएकाहरूले गाई वा गाईको भेषमा बालकलाई उपत्यकाका सडकमा घुमाउँछन्।',
    holiday: ['kathmandu-valley'],
    rule: derived('janai-purnima', 1),
  },
  {
    id: 'ghode-jatra',
    name: 'Ghode Jatra',
    nameNe: 'घोडेजात्रा',
    type: 'cultural',
    description: 'Horse parade and races on Tundikhel, Kathmandu, on Chaitra Krishna Aunsi.',
    descriptionNe: 'चैत कृष्ण औंसीमा काठमाडौंको टुँडिखेलमा हुने घोडा दौड र प्रदर्शन।',
    holiday: ['kathmandu-valley'],
    rule: lunar(M.chaitra, krishna(15), 'sunrise'),
  },
  {
    id: 'pahan-charhe',
    name: 'Pahan Charhe',
    nameNe: 'पाहाँचह्रे',
    type: 'cultural',
    description:
      'Newar festival of Kathmandu on Chaitra Krishna Chaturdashi, when mother goddesses are carried in palanquins.',
    descriptionNe: 'चैत कृष्ण चतुर्दशीमा काठमाडौंमा मनाइने नेवारी पर्व, जसमा मातृदेवीलाई खटमा राखेर घुमाइन्छ।',
    rule: lunar(M.chaitra, krishna(14), 'sunrise'),
  },
  {
    id: 'gathamuga',
    name: 'Gathamuga (Ghantakarna)',
    nameNe: 'गठाँमुगः (घण्टाकर्ण)',
    type: 'cultural',
    description:
      'Newar festival on the night of Shrawan Krishna Chaturdashi, when effigies of the demon Ghantakarna are dragged out and burnt to ward off evil.',
    descriptionNe:
      'साउन कृष्ण चतुर्दशीको राति घण्टाकर्ण राक्षसको पुत्ला घिसार्दै लगेर जलाई अनिष्ट भगाउने नेवारी पर्व।',
    // Nishitha: the effigies burn at night.
    rule: lunar(M.shrawan, krishna(14), 'nishitha'),
  },
  {
    id: 'sithi-nakha',
    name: 'Sithi Nakha',
    nameNe: 'सिथि नखः',
    type: 'cultural',
    description:
      'Newar festival on Jestha Shukla Shashthi: wells and water sources are cleaned and Kumar is worshipped.',
    descriptionNe: 'जेठ शुक्ल षष्ठीमा इनार र पानीका मुहान सफा गरी कुमारको पूजा गरिने नेवारी पर्व।',
    rule: lunar(M.jestha, shukla(6), 'sunrise'),
  },
  {
    id: 'yomari-punhi',
    name: 'Yomari Punhi',
    nameNe: 'यःमरि पुन्हि',
    type: 'cultural',
    description:
      'Newar festival on Mangsir Purnima after the rice harvest, when sweet rice-flour dumplings (yomari) are made.',
    descriptionNe: 'धान भित्र्याएपछि मंसिर पूर्णिमामा योमरि बनाएर मनाइने नेवारी पर्व।',
    rule: lunar(M.mangsir, shukla(15), 'sunrise'),
  },
  {
    id: 'bisket-jatra',
    name: 'Bisket Jatra',
    nameNe: 'बिस्का जात्रा',
    type: 'cultural',
    description:
      'Bhaktapur’s New Year festival: chariots are pulled and the lingo pole is raised and felled at the turn of the solar year.',
    descriptionNe: 'भक्तपुरको नयाँ वर्षको पर्व: रथ तानिन्छ र सौर्य वर्ष फेरिँदा लिङ्गो ठड्याई ढालिन्छ।',
    rule: solar(1, 1),
  },
  {
    id: 'rato-machhindranath',
    name: 'Rato Machhindranath chariot mounting',
    nameNe: 'रातो मच्छिन्द्रनाथ रथारोहण',
    type: 'cultural',
    description:
      'Rato Machhindranath, god of rain, is placed in his chariot in Lalitpur on Baishakh Shukla Pratipada, opening the valley’s longest chariot festival.',
    descriptionNe:
      'वैशाख शुक्ल प्रतिपदामा वर्षाका देवता रातो मच्छिन्द्रनाथलाई ललितपुरमा रथमा राखिन्छ; उपत्यकाको सबैभन्दा लामो रथयात्रा सुरु हुन्छ।',
    rule: lunar(M.baishakh, shukla(1), 'sunrise'),
  },
  {
    id: 'seto-machhindranath',
    name: 'Seto Machhindranath chariot festival',
    nameNe: 'सेतो मच्छिन्द्रनाथ रथयात्रा',
    type: 'cultural',
    description:
      'The chariot festival of Seto Machhindranath (Jana Baha Dyah) in Kathmandu begins on Chaitra Shukla Ashtami.',
    descriptionNe: 'काठमाडौंमा सेतो मच्छिन्द्रनाथ (जनबहाः द्यः) को रथयात्रा चैत शुक्ल अष्टमीदेखि सुरु हुन्छ।',
    rule: derived('chaite-dashain', 0),
  },
  {
    id: 'matatirtha-aunsi',
    name: 'Mother’s Day (Matatirtha Aunsi)',
    nameNe: 'आमाको मुख हेर्ने दिन (मातातीर्थ औंसी)',
    type: 'cultural',
    description:
      'Baishakh Krishna Aunsi: children honour their mothers with food and gifts; those who have lost their mother bathe at Matatirtha.',
    descriptionNe:
      'वैशाख कृष्ण औंसी: सन्तानले आमालाई मीठो खाना र उपहार दिन्छन्; आमा गुमाएकाहरू मातातीर्थमा स्नान गर्छन्।',
    rule: lunar(M.baishakh, krishna(15), 'sunrise'),
  },
  {
    id: 'kushe-aunsi',
    name: 'Father’s Day (Kushe Aunsi)',
    nameNe: 'बुबाको मुख हेर्ने दिन (कुशे औंसी)',
    type: 'cultural',
    description:
      'Bhadra Krishna Aunsi: children honour their fathers, kush grass is gathered for the year’s rites, and pilgrims bathe at Gokarna.',
    descriptionNe:
      'भदौ कृष्ण औंसी: सन्तानले बुबालाई सम्मान गर्छन्, वर्षभरिका कर्मका लागि कुश टिपिन्छ र गोकर्णमा स्नान गरिन्छ।',
    rule: lunar(M.bhadra, krishna(15), 'sunrise'),
  },
  {
    id: 'maghe-sankranti',
    name: 'Maghe Sankranti',
    nameNe: 'माघे संक्रान्ति',
    type: 'cultural',
    description:
      'First of Magh, when the Sun turns north: ghee, chaku, sesame sweets and yams are eaten.',
    descriptionNe: 'सूर्य उत्तरायण हुने माघ १ गते; घिउ, चाकु, तिलको लड्डु र तरुल खाइन्छ।',
    holiday: ['national'],
    rule: solar(10, 1),
  },
  {
    id: 'shrawan-sankranti',
    name: 'Shrawan Sankranti',
    nameNe: 'साउने संक्रान्ति',
    type: 'cultural',
    description:
      'First of Shrawan (Karkat Sankranti), when torches are lit to cast out “luto”, disease and bad luck.',
    descriptionNe: 'साउन १ गते कर्कट संक्रान्ति, राँको बालेर लुतो फाल्ने दिन।',
    rule: solar(4, 1),
  },
  {
    id: 'bhanu-jayanti',
    name: 'Bhanu Jayanti',
    nameNe: 'भानु जयन्ती',
    type: 'cultural',
    description:
      'Ashadh 29: birth anniversary of Bhanubhakta Acharya, the poet who rendered the Ramayana in Nepali.',
    descriptionNe: 'असार २९: नेपाली भाषामा रामायण लेख्ने आदिकवि भानुभक्त आचार्यको जन्मजयन्ती।',
    rule: solar(3, 29),
  },
  {
    id: 'devkota-jayanti',
    name: 'Laxmi Prasad Devkota Jayanti',
    nameNe: 'लक्ष्मीप्रसाद देवकोटा जयन्ती',
    type: 'cultural',
    description:
      'Birth anniversary of the great poet Laxmi Prasad Devkota, born on Laxmi Puja and remembered on that day.',
    descriptionNe:
      'लक्ष्मीपूजाका दिन जन्मेका महाकवि लक्ष्मीप्रसाद देवकोटाको जन्मजयन्ती, लक्ष्मीपूजाकै दिन मनाइन्छ।',
    rule: derived('laxmi-puja', 0),
  },
];
