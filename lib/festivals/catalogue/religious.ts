/** Religious festivals, vratas and jayantis; rules, holiday evidence: docs/festival-evidence.md. */
import type { Festival } from '../types';
import { derived, gregorian, hijri, krishna, lunar, M, shukla } from './rules';

export const RELIGIOUS: readonly Festival[] = [
  {
    id: 'buddha-jayanti',
    name: 'Buddha Jayanti',
    nameNe: 'बुद्ध जयन्ती',
    type: 'religious',
    description:
      'Baishakh Purnima, marking the birth, enlightenment and passing of Gautama Buddha, who was born in Lumbini.',
    descriptionNe:
      'गौतम बुद्धको जन्म, बुद्धत्व प्राप्ति र महापरिनिर्वाण सम्झिने वैशाख पूर्णिमा; बुद्धको जन्म लुम्बिनीमा भएको थियो।',
    holiday: ['national'],
    rule: lunar(M.baishakh, shukla(15), 'sunrise'),
  },
  {
    id: 'janai-purnima',
    name: 'Janai Purnima (Raksha Bandhan)',
    nameNe: 'जनै पूर्णिमा (रक्षाबन्धन)',
    type: 'religious',
    description:
      'Shrawan Purnima: men who wear the sacred thread (janai) change it, and a protective raksha thread is tied on the wrist.',
    descriptionNe: 'साउन पूर्णिमा: तागाधारीले जनै फेर्छन् र नाडीमा रक्षाबन्धन बाँधिन्छ।',
    holiday: ['national'],
    rule: lunar(M.shrawan, shukla(15), 'sunrise'),
  },
  {
    // Purnimanta label: Bhadra Krishna (amanta Shrawan Krishna).
    id: 'krishna-janmashtami',
    name: 'Shree Krishna Janmashtami',
    nameNe: 'श्रीकृष्ण जन्माष्टमी',
    type: 'religious',
    description:
      'Birth of Lord Krishna, celebrated at midnight on Bhadra Krishna Ashtami; devotees crowd the Krishna Mandir in Patan.',
    descriptionNe:
      'भदौ कृष्ण अष्टमीको मध्यरातमा भगवान् श्रीकृष्णको जन्मोत्सव; पाटनको कृष्ण मन्दिरमा भक्तजनको भीड लाग्छ।',
    holiday: ['national'],
    // Nishitha, else sunrise: fits 2079, 2081, 2082 (docs/festival-evidence.md).
    rule: lunar(M.bhadra, krishna(8), 'nishitha'),
  },
  {
    id: 'haritalika-teej',
    name: 'Haritalika Teej',
    nameNe: 'हरितालिका तीज',
    type: 'religious',
    description:
      'Hindu women fast and worship Shiva and Parvati on Bhadra Shukla Tritiya, gathering to sing and dance in red.',
    descriptionNe:
      'भदौ शुक्ल तृतीयामा हिन्दू महिलाहरू व्रत बसी शिव–पार्वतीको पूजा गर्छन् र रातो पहिरनमा नाचगान गर्छन्।',
    holiday: ['women'],
    rule: lunar(M.bhadra, shukla(3), 'sunrise'),
  },
  {
    id: 'dar-khane-din',
    name: 'Dar Khane Din',
    nameNe: 'दर खाने दिन',
    type: 'cultural',
    description: 'The eve of Teej, when women gather for a rich feast (dar) before the fast.',
    descriptionNe: 'तीजको अघिल्लो दिन, व्रत सुरु हुनुअघि महिलाहरू भेला भई दर खान्छन्।',
    rule: derived('haritalika-teej', -1),
  },
  {
    id: 'ganesh-chaturthi',
    name: 'Ganesh Chaturthi',
    nameNe: 'गणेश चतुर्थी',
    type: 'religious',
    description: 'Bhadra Shukla Chaturthi, the festival of Ganesh, remover of obstacles.',
    descriptionNe: 'विघ्नहर्ता गणेशको पूजा गरिने भदौ शुक्ल चतुर्थी।',
    // Madhyahna: fits 2079–2080.
    rule: lunar(M.bhadra, shukla(4), 'madhyahna'),
  },
  {
    id: 'rishi-panchami',
    name: 'Rishi Panchami',
    nameNe: 'ऋषि पञ्चमी',
    type: 'religious',
    description:
      'Women bathe ritually and worship the seven sages on Bhadra Shukla Panchami, closing the Teej observances.',
    descriptionNe: 'भदौ शुक्ल पञ्चमीमा महिलाहरू स्नान गरी सप्तऋषिको पूजा गर्छन्; यससँगै तीजका विधि सकिन्छन्।',
    // Madhyahna: fits 2079–2080.
    rule: lunar(M.bhadra, shukla(5), 'madhyahna'),
  },
  {
    id: 'maha-shivaratri',
    name: 'Maha Shivaratri',
    nameNe: 'महाशिवरात्रि',
    type: 'religious',
    description:
      'The great night of Shiva, Falgun Krishna Chaturdashi: pilgrims throng Pashupatinath and fires burn through the night.',
    descriptionNe: 'फागुन कृष्ण चतुर्दशीको रात शिवको आराधना गरिन्छ; पशुपतिनाथमा भक्तजनको ठूलो भीड लाग्छ।',
    holiday: ['national'],
    // Nishitha: fits 2079, 2080, 2082 (docs/festival-evidence.md).
    rule: lunar(M.falgun, krishna(14), 'nishitha'),
  },
  {
    id: 'fagu-purnima',
    name: 'Fagu Purnima (Holi, hills)',
    nameNe: 'फागु पूर्णिमा (होली, पहाड)',
    type: 'religious',
    description:
      'Holi, the festival of colours, in Kathmandu and the hill districts on Falgun Purnima.',
    descriptionNe: 'काठमाडौं र पहाडी जिल्लामा फागुन पूर्णिमामा मनाइने रंगको पर्व होली।',
    holiday: ['hill'],
    // Pradosh (Holika at dusk): fits 2079, 2081, 2082 (docs/festival-evidence.md).
    rule: lunar(M.falgun, shukla(15), 'pradosh'),
  },
  {
    id: 'holi-terai',
    name: 'Holi (Terai)',
    nameNe: 'होली (तराई)',
    type: 'religious',
    description: 'Holi in the Terai districts, played the day after it is played in the hills.',
    descriptionNe: 'पहाडभन्दा एक दिनपछि तराईका जिल्लामा मनाइने होली।',
    holiday: ['terai'],
    rule: derived('fagu-purnima', 1),
  },
  {
    id: 'ram-navami',
    name: 'Ram Navami',
    nameNe: 'रामनवमी',
    type: 'religious',
    description: 'Birth of Lord Rama on Chaitra Shukla Navami, celebrated above all in Janakpur.',
    descriptionNe: 'चैत शुक्ल नवमीमा भगवान् रामको जन्मोत्सव, विशेषगरी जनकपुरमा।',
    rule: lunar(M.chaitra, shukla(9), 'sunrise'),
  },
  {
    id: 'chaite-dashain',
    name: 'Chaite Dashain',
    nameNe: 'चैते दशैं',
    type: 'religious',
    description:
      'Chaitra Shukla Ashtami, the spring festival of Durga, six months after the great Dashain.',
    descriptionNe: 'बडादशैंको छ महिनापछि चैत शुक्ल अष्टमीमा मनाइने दुर्गाको पर्व।',
    rule: lunar(M.chaitra, shukla(8), 'sunrise'),
  },
  {
    id: 'hanuman-jayanti',
    name: 'Hanuman Jayanti',
    nameNe: 'हनुमान जयन्ती',
    type: 'religious',
    description:
      'Birth anniversary of Hanuman on Chaitra Purnima, when the month of Baishakh bathing begins.',
    descriptionNe: 'चैत पूर्णिमामा हनुमानको जन्मजयन्ती; यसै दिनदेखि बैशाख स्नान सुरु हुन्छ।',
    rule: lunar(M.chaitra, shukla(15), 'sunrise'),
  },
  {
    id: 'mahavir-jayanti',
    name: 'Mahavir Jayanti',
    nameNe: 'महावीर जयन्ती',
    type: 'religious',
    description:
      'Birth anniversary of Mahavira, the 24th Jain tirthankara, on Chaitra Shukla Trayodashi.',
    descriptionNe: 'जैन धर्मका चौबीसौं तीर्थङ्कर महावीरको जन्मजयन्ती, चैत शुक्ल त्रयोदशी।',
    rule: lunar(M.chaitra, shukla(13), 'sunrise'),
  },
  {
    id: 'akshaya-tritiya',
    name: 'Akshaya Tritiya',
    nameNe: 'अक्षय तृतीया',
    type: 'religious',
    description:
      'Baishakh Shukla Tritiya, held auspicious for new undertakings, charity and buying gold.',
    descriptionNe: 'नयाँ काम, दान र सुन किन्न शुभ मानिने वैशाख शुक्ल तृतीया।',
    rule: lunar(M.baishakh, shukla(3), 'sunrise'),
  },
  {
    id: 'parshuram-jayanti',
    name: 'Parshuram Jayanti',
    nameNe: 'परशुराम जयन्ती',
    type: 'religious',
    description:
      'Birth anniversary of Parashurama, the sixth avatar of Vishnu, on Baishakh Shukla Tritiya at dusk.',
    descriptionNe: 'विष्णुका छैटौं अवतार परशुरामको जन्मजयन्ती, वैशाख शुक्ल तृतीयाको प्रदोषकालमा।',
    // Pradosh: fits 2079–2080.
    rule: lunar(M.baishakh, shukla(3), 'pradosh'),
  },
  {
    id: 'janaki-navami',
    name: 'Janaki Navami (Sita Jayanti)',
    nameNe: 'जानकी नवमी (सीता जयन्ती)',
    type: 'religious',
    description:
      'Birth anniversary of Sita (Janaki) on Baishakh Shukla Navami, celebrated in Janakpur.',
    descriptionNe: 'वैशाख शुक्ल नवमीमा सीता (जानकी) को जन्मजयन्ती, जनकपुरमा विशेष रूपमा मनाइन्छ।',
    rule: lunar(M.baishakh, shukla(9), 'sunrise'),
  },
  {
    id: 'guru-purnima',
    name: 'Guru Purnima',
    nameNe: 'गुरु पूर्णिमा',
    type: 'religious',
    description: 'Ashadh Purnima, when teachers are honoured; also the birth anniversary of Vyasa.',
    descriptionNe: 'गुरुलाई सम्मान गरिने असार पूर्णिमा; व्यास जयन्ती पनि यसै दिन पर्छ।',
    rule: lunar(M.ashadh, shukla(15), 'sunrise'),
  },
  {
    id: 'harishayani-ekadashi',
    name: 'Harishayani Ekadashi',
    nameNe: 'हरिशयनी एकादशी',
    type: 'religious',
    description:
      'Ashadh Shukla Ekadashi, when Vishnu is held to begin his four-month sleep (chaturmas); tulsi is planted.',
    descriptionNe: 'विष्णु शयन गर्ने मानिएको असार शुक्ल एकादशी; चतुर्मास सुरु हुन्छ र तुलसी रोपिन्छ।',
    rule: lunar(M.ashadh, shukla(11), 'sunrise'),
  },
  {
    id: 'haribodhini-ekadashi',
    name: 'Haribodhini Ekadashi',
    nameNe: 'हरिबोधिनी एकादशी',
    type: 'religious',
    description:
      'Kartik Shukla Ekadashi, when Vishnu wakes and chaturmas ends; the tulsi wedding is performed.',
    descriptionNe: 'विष्णु ब्युँझने मानिएको कात्तिक शुक्ल एकादशी; चतुर्मास सकिन्छ र तुलसी विवाह गरिन्छ।',
    rule: lunar(M.kartik, shukla(11), 'sunrise'),
  },
  {
    id: 'nag-panchami',
    name: 'Nag Panchami',
    nameNe: 'नाग पञ्चमी',
    type: 'religious',
    description:
      'Shrawan Shukla Panchami: pictures of the serpent deities (nagas) are posted above doors and worshipped.',
    descriptionNe: 'साउन शुक्ल पञ्चमीमा ढोकामाथि नागको चित्र टाँसी पूजा गरिन्छ।',
    rule: lunar(M.shrawan, shukla(5), 'sunrise'),
  },
  {
    id: 'basanta-panchami',
    name: 'Basanta Panchami (Saraswati Puja)',
    nameNe: 'वसन्त पञ्चमी (सरस्वती पूजा)',
    type: 'religious',
    description:
      'Magh Shukla Panchami: Saraswati, goddess of learning, is worshipped and spring is welcomed.',
    descriptionNe: 'माघ शुक्ल पञ्चमी: विद्याकी देवी सरस्वतीको पूजा गरी वसन्त ऋतुको स्वागत गरिन्छ।',
    holiday: ['educational-institutions'],
    rule: lunar(M.magh, shukla(5), 'sunrise'),
  },
  {
    id: 'guru-nanak-jayanti',
    name: 'Guru Nanak Jayanti',
    nameNe: 'गुरु नानक जयन्ती',
    type: 'religious',
    description: 'Birth anniversary of Guru Nanak, founder of Sikhism, on Kartik Purnima.',
    descriptionNe: 'सिख धर्मका संस्थापक गुरु नानकको जन्मजयन्ती, कात्तिक पूर्णिमा।',
    holiday: ['sikh'],
    rule: lunar(M.kartik, shukla(15), 'sunrise'),
  },
  {
    id: 'vivaha-panchami',
    name: 'Vivaha Panchami',
    nameNe: 'विवाह पञ्चमी',
    type: 'religious',
    description:
      'Mangsir Shukla Panchami, the wedding anniversary of Ram and Sita, celebrated above all in Janakpur.',
    descriptionNe: 'राम–सीताको विवाह सम्झिने मंसिर शुक्ल पञ्चमी, विशेषगरी जनकपुरमा।',
    rule: lunar(M.mangsir, shukla(5), 'sunrise'),
  },
  {
    id: 'bala-chaturdashi',
    name: 'Bala Chaturdashi',
    nameNe: 'बाला चतुर्दशी',
    type: 'religious',
    description:
      'Mangsir Krishna Chaturdashi: seven kinds of seed (satbij) are scattered around Pashupatinath for departed relatives.',
    descriptionNe: 'मंसिर कृष्ण चतुर्दशीमा दिवंगत आफन्तको सम्झनामा पशुपति क्षेत्रमा सतबीज छरिन्छ।',
    rule: lunar(M.mangsir, krishna(14), 'sunrise'),
  },
  {
    id: 'swasthani-brata-katha',
    name: 'Swasthani Brata Katha begins',
    nameNe: 'स्वस्थानी व्रतकथा प्रारम्भ',
    type: 'religious',
    description:
      'Poush Purnima: the month-long reading of the Swasthani Brata Katha begins, to end on Magh Purnima.',
    descriptionNe: 'पुस पूर्णिमादेखि माघ पूर्णिमासम्म एक महिना स्वस्थानी व्रतकथा वाचन गरिन्छ।',
    rule: lunar(M.poush, shukla(15), 'sunrise'),
  },
  {
    id: 'christmas',
    name: 'Christmas',
    nameNe: 'क्रिसमस',
    type: 'religious',
    description: 'Celebration of the birth of Jesus Christ, on 25 December.',
    descriptionNe: 'डिसेम्बर २५ मा मनाइने येशु ख्रीष्टको जन्मोत्सव।',
    holiday: ['national'],
    rule: gregorian(12, 25),
  },
  {
    id: 'eid-ul-fitr',
    name: 'Eid ul-Fitr',
    nameNe: 'इद उल फित्र (रमजान इद)',
    type: 'religious',
    description:
      'The festival that ends the fasting month of Ramadan, on 1 Shawwal of the Islamic calendar.',
    descriptionNe: 'इस्लामी पात्रोको शव्वाल १ गते, रमजानको महिनाभरिको रोजा सकिएपछि मनाइने पर्व।',
    holiday: ['national'],
    rule: hijri(10, 1, 1),
  },
  {
    id: 'eid-al-adha',
    name: 'Eid al-Adha (Bakr Eid)',
    nameNe: 'इद उल अजहा (बकर इद)',
    type: 'religious',
    description:
      'The festival of sacrifice, on 10 Dhu al-Hijjah of the Islamic calendar, at the time of the Hajj.',
    descriptionNe: 'इस्लामी पात्रोको जिलहज १० गते, हजको समयमा मनाइने कुर्बानीको पर्व।',
    holiday: ['national'],
    rule: hijri(12, 10, 1),
  },
];
