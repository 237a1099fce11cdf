/** Festivals of particular communities; rules and holiday evidence: docs/festival-evidence.md. */
import type { Festival } from '../types';
import { krishna, lunar, M, shukla, solar } from './rules';

export const COMMUNITY: readonly Festival[] = [
  {
    id: 'tamu-lhosar',
    name: 'Tamu Lhosar',
    nameNe: 'तमु ल्होसार',
    type: 'community',
    description: 'New Year of the Gurung (Tamu) community, celebrated on 15 Poush.',
    descriptionNe: 'गुरुङ (तमु) समुदायको नयाँ वर्ष, पुस १५ मा मनाइन्छ।',
    holiday: ['national'],
    rule: solar(9, 15),
  },
  {
    id: 'sonam-lhosar',
    name: 'Sonam Lhosar',
    nameNe: 'सोनाम ल्होसार',
    type: 'community',
    description: 'New Year of the Tamang, Hyolmo and other communities, on Magh Shukla Pratipada.',
    descriptionNe: 'तामाङ, ह्योल्मो लगायतका समुदायको नयाँ वर्ष, माघ शुक्ल प्रतिपदा।',
    holiday: ['national'],
    rule: lunar(M.magh, shukla(1), 'sunrise'),
  },
  {
    id: 'gyalpo-lhosar',
    name: 'Gyalpo Lhosar',
    nameNe: 'ग्याल्पो ल्होसार',
    type: 'community',
    description:
      'Tibetan New Year, celebrated by Sherpa, Bhote and other Himalayan communities on Falgun Shukla Pratipada.',
    descriptionNe: 'शेर्पा, भोटे लगायत हिमाली समुदायले फागुन शुक्ल प्रतिपदामा मनाउने नयाँ वर्ष।',
    holiday: ['national'],
    rule: lunar(M.falgun, shukla(1), 'sunrise'),
  },
  {
    id: 'maghi',
    name: 'Maghi',
    nameNe: 'माघी',
    type: 'community',
    description:
      'New Year of the Tharu community, celebrated from 1 Magh with feasts, dances and family gatherings.',
    descriptionNe: 'माघ १ देखि भोज, नाचगान र पारिवारिक भेटघाटसहित मनाइने थारू समुदायको नयाँ वर्ष।',
    rule: solar(10, 1),
  },
  {
    id: 'ubhauli',
    name: 'Ubhauli',
    nameNe: 'उभौली पर्व',
    type: 'community',
    description:
      'Kirat festival on Baishakh Purnima, danced as Sakela, marking the move to the highlands as farming begins.',
    descriptionNe: 'खेतीपातीको सुरुवातसँगै वैशाख पूर्णिमामा साकेला नाचेर मनाइने किराँत समुदायको उभौली पर्व।',
    holiday: ['kirat'],
    rule: lunar(M.baishakh, shukla(15), 'sunrise'),
  },
  {
    id: 'udhauli',
    name: 'Udhauli',
    nameNe: 'उधौली पर्व',
    type: 'community',
    description:
      'Kirat festival on Mangsir Purnima, marking the move down to the lowlands after the harvest.',
    descriptionNe: 'अन्नबाली भित्र्याएपछि मंसिर पूर्णिमामा मनाइने किराँत समुदायको उधौली पर्व।',
    holiday: ['kirat'],
    rule: lunar(M.mangsir, shukla(15), 'sunrise'),
  },
  {
    id: 'falgunanda-jayanti',
    name: 'Mahaguru Falgunanda Jayanti',
    nameNe: 'महागुरु फाल्गुनन्द जयन्ती',
    type: 'community',
    description:
      'Kartik 25: birth anniversary of Mahaguru Falgunanda, reformer of the Kirat religion.',
    descriptionNe: 'कात्तिक २५: किराँत धर्मका सुधारक महागुरु फाल्गुनन्दको जन्मजयन्ती।',
    holiday: ['kirat'],
    rule: solar(7, 25),
  },
  {
    id: 'chepang-chonam',
    name: 'Chonam (Chepang)',
    nameNe: 'चेपाङ चोनाम पर्व',
    type: 'community',
    description: 'The Chepang community’s festival of the new harvest, on Bhadra Purnima.',
    descriptionNe: 'भदौ पूर्णिमामा मनाइने चेपाङ समुदायको नयाँ अन्न भित्र्याउने चोनाम पर्व।',
    rule: lunar(M.bhadra, shukla(15), 'sunrise'),
  },
  {
    id: 'jitiya',
    name: 'Jitiya',
    nameNe: 'जितिया पर्व',
    type: 'community',
    description:
      'Tharu and Maithil mothers of the Terai fast for their children’s long life on Ashwin Krishna Ashtami.',
    descriptionNe: 'असोज कृष्ण अष्टमीमा तराईका थारू र मैथिल आमाहरू सन्तानको दीर्घायुका लागि व्रत बस्छन्।',
    // MoHA: a holiday for women employees who observe it (published calendar, BS 2079 and 2080).
    holiday: ['women'],
    rule: lunar(M.ashwin, krishna(8), 'sunrise'),
  },
];
