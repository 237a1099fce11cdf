/** Dashain, Tihar and Chhath; rules and holiday evidence: docs/festival-evidence.md. */
import type { Festival } from '../types';
import { block, derived, krishna, lunar, M, shukla } from './rules';

export const DASHAIN_TIHAR: readonly Festival[] = [
  {
    id: 'ghatasthapana',
    name: 'Ghatasthapana',
    nameNe: 'घटस्थापना',
    type: 'religious',
    description:
      'First day of Dashain: a sacred jar (kalash) is installed and barley (jamara) is sown, opening the nine nights of Navaratri.',
    descriptionNe: 'दशैंको पहिलो दिन: कलश स्थापना गरी जमरा राखिन्छ र नवरात्र सुरु हुन्छ।',
    holiday: ['national'],
    rule: lunar(M.ashwin, shukla(1), 'sunrise'),
  },
  {
    id: 'fulpati',
    name: 'Fulpati',
    nameNe: 'फूलपाती',
    type: 'religious',
    description:
      'Seventh day of Dashain, when the sacred flowers and leaves (fulpati) brought from Gorkha are carried into Hanuman Dhoka in Kathmandu.',
    descriptionNe: 'दशैंको सातौं दिन, गोरखाबाट ल्याइएको फूलपाती काठमाडौंको हनुमानढोका भित्र्याइन्छ।',
    holiday: ['national'],
    rule: lunar(M.ashwin, shukla(7), 'sunrise'),
  },
  {
    id: 'maha-ashtami',
    name: 'Maha Ashtami',
    nameNe: 'महाअष्टमी',
    type: 'religious',
    description:
      'Eighth day of Dashain, devoted to the fierce forms of Durga; its night is Kal Ratri.',
    descriptionNe: 'दशैंको आठौं दिन, दुर्गाका उग्र रूपको पूजा गरिन्छ; यसको रात कालरात्रि हो।',
    holiday: ['national'],
    rule: lunar(M.ashwin, shukla(8), 'sunrise'),
  },
  {
    id: 'maha-navami',
    name: 'Maha Navami',
    nameNe: 'महानवमी',
    type: 'religious',
    description:
      'Ninth day of Dashain: Durga is worshipped along with tools and vehicles, and the Taleju temple in Kathmandu opens to the public.',
    descriptionNe:
      'दशैंको नवौं दिन: दुर्गासँगै औजार र सवारी साधनको पूजा गरिन्छ; काठमाडौंको तलेजु मन्दिर आम दर्शनका लागि खुल्छ।',
    holiday: ['national'],
    rule: lunar(M.ashwin, shukla(9), 'sunrise'),
  },
  {
    id: 'vijaya-dashami',
    name: 'Vijaya Dashami',
    nameNe: 'विजया दशमी',
    type: 'religious',
    description:
      'The main day of Dashain: elders give tika, jamara and blessings, celebrating the victory of good over evil.',
    descriptionNe:
      'दशैंको मुख्य दिन: ठूलाबडाबाट टीका, जमरा र आशीर्वाद थापिन्छ; असत्यमाथि सत्यको विजयको पर्व।',
    holiday: ['national'],
    rule: lunar(M.ashwin, shukla(10), 'sunrise'),
  },
  {
    // The Dashain leave block's days no festival names (docs/festival-evidence.md).
    id: 'dashain-bida',
    name: 'Dashain holiday',
    nameNe: 'दशैं बिदा',
    type: 'national',
    description:
      'Part of the Dashain public holidays, which run without a break from Fulpati to the second day after Vijaya Dashami while families visit elders for tika.',
    descriptionNe:
      'फूलपातीदेखि विजया दशमीको पर्सिपल्टसम्म लगातार दिइने दशैं बिदाको एक दिन, जुन बेला टीका थाप्ने क्रम जारी रहन्छ।',
    holiday: ['national'],
    rule: block('fulpati', 'vijaya-dashami', 2),
  },
  {
    id: 'kojagrat-purnima',
    name: 'Kojagrat Purnima',
    nameNe: 'कोजाग्रत पूर्णिमा',
    type: 'religious',
    description:
      'The full moon that closes Dashain; devotees stay awake through the night worshipping Laxmi.',
    descriptionNe: 'दशैं सकिने पूर्णिमा; रातभर जाग्राम बसी लक्ष्मीको पूजा गरिन्छ।',
    // Nishitha: fits 2079–2082 (docs/festival-evidence.md).
    rule: lunar(M.ashwin, shukla(15), 'nishitha'),
  },
  {
    id: 'dhanteras',
    name: 'Dhanteras (Dhan Trayodashi)',
    nameNe: 'धनतेरस (धन त्रयोदशी)',
    type: 'religious',
    description:
      'Kartik Krishna Trayodashi, on the eve of Tihar, when metal utensils and jewellery are bought for prosperity.',
    descriptionNe: 'तिहारको पूर्वसन्ध्या, कात्तिक कृष्ण त्रयोदशी; समृद्धिको कामना गर्दै भाँडाकुँडा र गहना किनिन्छ।',
    // Pradosh, the Yama lamp's time: fits 2079–2081 (docs/festival-evidence.md).
    rule: lunar(M.kartik, krishna(13), 'pradosh'),
  },
  {
    id: 'kag-tihar',
    name: 'Kag Tihar',
    nameNe: 'काग तिहार',
    type: 'religious',
    description: 'First day of Tihar: crows, held to be messengers of Yama, are fed.',
    descriptionNe: 'तिहारको पहिलो दिन: यमराजका दूत मानिने कागलाई खुवाइन्छ।',
    rule: lunar(M.kartik, krishna(13), 'sunrise'),
  },
  {
    id: 'kukur-tihar',
    name: 'Kukur Tihar',
    nameNe: 'कुकुर तिहार',
    type: 'religious',
    description:
      'Second day of Tihar (Narak Chaturdashi): dogs are garlanded and given tika and food.',
    descriptionNe: 'तिहारको दोस्रो दिन (नरक चतुर्दशी): कुकुरलाई माला, टीका लगाई मीठो खाना खुवाइन्छ।',
    rule: lunar(M.kartik, krishna(14), 'sunrise'),
  },
  {
    id: 'laxmi-puja',
    name: 'Laxmi Puja',
    nameNe: 'लक्ष्मी पूजा',
    type: 'religious',
    description:
      'The main night of Tihar: homes are lit and Laxmi, goddess of wealth, is worshipped on the evening of Kartik Aunsi; deusi and bhailo begin.',
    descriptionNe:
      'तिहारको मुख्य रात: कात्तिक औंसीको साँझ घर सजाई धनकी देवी लक्ष्मीको पूजा गरिन्छ; देउसी–भैलो सुरु हुन्छ।',
    holiday: ['national'],
    // Pradosh: fits 2073 and 2079–2082 (docs/festival-evidence.md).
    rule: lunar(M.kartik, krishna(15), 'pradosh'),
  },
  {
    id: 'gai-tihar',
    name: 'Gai Tihar',
    nameNe: 'गाई तिहार',
    type: 'religious',
    description:
      'Cows, honoured as a form of Laxmi, are worshipped on the morning of Kartik Aunsi.',
    descriptionNe: 'लक्ष्मीको रूप मानिने गाईको कात्तिक औंसीको बिहान पूजा गरिन्छ।',
    holiday: ['national'],
    rule: lunar(M.kartik, krishna(15), 'sunrise'),
  },
  {
    id: 'govardhan-puja',
    name: 'Govardhan Puja',
    nameNe: 'गोवर्धन पूजा',
    type: 'religious',
    description:
      'Fourth day of Tihar: oxen and a symbolic Govardhan hill made of cow dung are worshipped.',
    descriptionNe: 'तिहारको चौथो दिन: गोरु र गोबरले बनाइएको गोवर्धन पर्वतको प्रतीकको पूजा गरिन्छ।',
    holiday: ['national'],
    rule: lunar(M.kartik, shukla(1), 'sunrise'),
  },
  {
    id: 'mha-puja',
    name: 'Mha Puja and Nepal Sambat New Year',
    nameNe: 'म्हपूजा तथा नेपाल संवत् नयाँ वर्ष',
    type: 'cultural',
    description:
      'The Nepal Sambat year begins; Newar families perform Mha Puja, the worship of one’s own body and self.',
    descriptionNe: 'नेपाल संवत्‌को नयाँ वर्ष; नेवार परिवारले आफ्नै शरीर र आत्माको पूजा (म्हपूजा) गर्छन्।',
    holiday: ['national'],
    rule: derived('govardhan-puja', 0),
  },
  {
    // Madhyahna: fits every published day (docs/festival-evidence.md).
    id: 'bhai-tika',
    name: 'Bhai Tika',
    nameNe: 'भाइटीका',
    type: 'religious',
    description:
      'Last day of Tihar: sisters give their brothers a seven-coloured tika and pray for their long life.',
    descriptionNe: 'तिहारको अन्तिम दिन: दिदीबहिनीले दाजुभाइलाई सप्तरंगी टीका लगाई दीर्घायुको कामना गर्छन्।',
    holiday: ['national'],
    rule: lunar(M.kartik, shukla(2), 'madhyahna'),
  },
  {
    // The Tihar leave block's days no festival names (docs/festival-evidence.md).
    id: 'tihar-bida',
    name: 'Tihar holiday',
    nameNe: 'तिहार बिदा',
    type: 'national',
    description:
      'Part of the Tihar public holidays, which run without a break from Laxmi Puja to the day after Bhai Tika.',
    descriptionNe: 'लक्ष्मी पूजादेखि भाइटीकाको भोलिपल्टसम्म लगातार दिइने तिहार बिदाको एक दिन।',
    holiday: ['national'],
    rule: block('laxmi-puja', 'bhai-tika', 1),
  },
  {
    // Shashthi at sunrise, or the day a kshaya Shashthi runs through: fits 2079–2081.
    id: 'chhath',
    name: 'Chhath',
    nameNe: 'छठ पर्व',
    type: 'religious',
    description:
      'Festival of the Sun, mainly in the Terai: after fasting, devotees offer arghya to the setting sun on Kartik Shukla Shashthi and to the rising sun the next morning.',
    descriptionNe:
      'सूर्यको उपासना गरिने पर्व, विशेषगरी तराईमा: व्रत बसी कात्तिक शुक्ल षष्ठीको साँझ अस्ताउँदो र भोलिपल्ट बिहान उदाउँदो सूर्यलाई अर्घ्य दिइन्छ।',
    holiday: ['national'],
    rule: lunar(M.kartik, shukla(6), 'sunrise'),
  },
];
