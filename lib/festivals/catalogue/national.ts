/** National days on their BS date; holiday evidence: docs/festival-evidence.md. */
import type { Festival } from '../types';
import { derived, solar } from './rules';

export const NATIONAL: readonly Festival[] = [
  {
    id: 'nepali-new-year',
    name: 'Nepali New Year',
    nameNe: 'नयाँ वर्ष',
    type: 'national',
    description: 'First day of the Bikram Sambat year, 1 Baishakh.',
    descriptionNe: 'विक्रम संवत्‌को पहिलो दिन, वैशाख १ गते।',
    holiday: ['national'],
    rule: solar(1, 1),
  },
  {
    id: 'loktantra-diwas',
    name: 'Loktantra Diwas (Democracy Restoration Day)',
    nameNe: 'लोकतन्त्र दिवस',
    type: 'national',
    description:
      'Baishakh 11: anniversary of the 2063 BS people’s movement that restored democracy.',
    descriptionNe: 'वैशाख ११: वि.सं. २०६३ को जनआन्दोलनबाट लोकतन्त्र पुनर्स्थापना भएको सम्झना।',
    rule: solar(1, 11),
  },
  {
    id: 'republic-day',
    name: 'Republic Day',
    nameNe: 'गणतन्त्र दिवस',
    type: 'national',
    description:
      'Jestha 15: the Constituent Assembly declared Nepal a federal democratic republic in 2065 BS (2008).',
    descriptionNe:
      'जेठ १५: वि.सं. २०६५ मा संविधानसभाले नेपाललाई संघीय लोकतान्त्रिक गणतन्त्र घोषणा गरेको सम्झना।',
    holiday: ['national'],
    rule: solar(2, 15),
  },
  {
    id: 'constitution-day',
    name: 'Constitution Day',
    nameNe: 'संविधान दिवस',
    type: 'national',
    description: 'Asoj 3: the Constitution of Nepal was promulgated on this day in 2072 BS (2015).',
    descriptionNe: 'असोज ३: वि.सं. २०७२ मा यसै दिन नेपालको संविधान जारी भएको थियो।',
    holiday: ['national'],
    rule: solar(6, 3),
  },
  {
    id: 'prithvi-jayanti',
    name: 'Prithvi Jayanti (National Unity Day)',
    nameNe: 'पृथ्वी जयन्ती (राष्ट्रिय एकता दिवस)',
    type: 'national',
    description:
      'Poush 27: birth anniversary of Prithvi Narayan Shah, who unified Nepal, kept as National Unity Day.',
    descriptionNe:
      'पुस २७: नेपालका एकीकरणकर्ता पृथ्वीनारायण शाहको जन्मजयन्ती, राष्ट्रिय एकता दिवसका रूपमा मनाइन्छ।',
    holiday: ['national'],
    rule: solar(9, 27),
  },
  {
    id: 'shahid-diwas',
    name: 'Martyrs’ Day',
    nameNe: 'शहीद दिवस',
    type: 'national',
    description:
      'Magh 16: the nation remembers those who gave their lives for it, beginning with the martyrs of 1997 BS.',
    descriptionNe: 'माघ १६: वि.सं. १९९७ का शहीददेखि राष्ट्रका लागि प्राण आहुति दिने सबैको सम्झना गरिन्छ।',
    rule: solar(10, 16),
  },
  {
    id: 'democracy-day',
    name: 'Democracy Day',
    nameNe: 'प्रजातन्त्र दिवस',
    type: 'national',
    description:
      'Falgun 7: anniversary of the end of Rana rule and the establishment of democracy in 2007 BS (1951).',
    descriptionNe: 'फागुन ७: वि.सं. २००७ मा राणा शासनको अन्त्य भई प्रजातन्त्र स्थापना भएको सम्झना।',
    holiday: ['national'],
    rule: solar(11, 7),
  },
  {
    id: 'jana-yuddha-diwas',
    name: 'People’s War Day',
    nameNe: 'जनयुद्ध दिवस',
    type: 'national',
    description:
      'Falgun 1: anniversary of the start of the Maoist armed insurgency in 2052 BS (1996).',
    descriptionNe: 'फागुन १: वि.सं. २०५२ मा सुरु भएको माओवादी सशस्त्र विद्रोहको वार्षिकी।',
    rule: solar(11, 1),
  },
  {
    id: 'nepal-army-day',
    name: 'Nepali Army Day',
    nameNe: 'नेपाली सेना दिवस',
    type: 'national',
    description: 'The Nepali Army’s day, held on Mahashivaratri with a parade at Tundikhel.',
    descriptionNe: 'महाशिवरात्रिका दिन टुँडिखेलमा परेडसहित मनाइने नेपाली सेना दिवस।',
    rule: derived('maha-shivaratri', 0),
  },
  {
    id: 'civil-service-day',
    name: 'Civil Service Day',
    nameNe: 'निजामती सेवा दिवस',
    type: 'national',
    description: 'Bhadra 22: a day honouring Nepal’s civil servants.',
    descriptionNe: 'भदौ २२: राष्ट्रसेवक निजामती कर्मचारीको सम्मानमा मनाइने दिवस।',
    rule: solar(5, 22),
  },
  {
    id: 'national-childrens-day',
    name: 'National Children’s Day',
    nameNe: 'राष्ट्रिय बाल दिवस',
    type: 'national',
    description: 'Bhadra 29: Nepal’s national day for children and their rights.',
    descriptionNe: 'भदौ २९: बालबालिका र तिनका अधिकारका लागि मनाइने राष्ट्रिय दिवस।',
    rule: solar(5, 29),
  },
  {
    id: 'national-paddy-day',
    name: 'National Paddy Day (Asar 15)',
    nameNe: 'राष्ट्रिय धान दिवस (असार १५)',
    type: 'national',
    description:
      'Ashadh 15: the rice-planting festival, when farmers work the fields and eat beaten rice with curd.',
    descriptionNe: 'असार १५: रोपाइँको पर्व, जब खेतमा रोपाइँ गरिन्छ र दही–चिउरा खाइन्छ।',
    rule: solar(3, 15),
  },
  {
    id: 'earthquake-safety-day',
    name: 'National Earthquake Safety Day',
    nameNe: 'राष्ट्रिय भूकम्प सुरक्षा दिवस',
    type: 'national',
    description:
      'Magh 2: remembers the great earthquake of 1990 BS (1934) and promotes earthquake preparedness.',
    descriptionNe: 'माघ २: वि.सं. १९९० को महाभूकम्पको सम्झना गर्दै भूकम्पबाट सुरक्षाको सचेतना फैलाइन्छ।',
    rule: solar(10, 2),
  },
];
