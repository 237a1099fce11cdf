/**
 * International days observed in Nepal, on their Gregorian date (UN days unless noted). Every
 * Gregorian date falls once in each BS year; none is set between 12 and 15 April, where the BS
 * New Year moves.
 *
 * Holidays: Labour Day is a national holiday in the MoHA list; Women's Day is kept as a holiday
 * for women (some years' lists make it general, which an official list would record); the Day of
 * Persons with Disabilities for employees with disabilities.
 */
import type { Festival } from '../types';
import { gregorian } from './rules';

type Day = [
  id: string,
  name: string,
  nameNe: string,
  month: number,
  day: number,
  about: string,
  aboutNe: string,
];

const DAYS: readonly Day[] = [
  [
    'gregorian-new-year',
    'Gregorian New Year',
    'अंग्रेजी नयाँ वर्ष',
    1,
    1,
    'First day of the Gregorian year.',
    'ग्रेगोरियन (अंग्रेजी) वर्षको पहिलो दिन।',
  ],
  [
    'mother-language-day',
    'International Mother Language Day',
    'अन्तर्राष्ट्रिय मातृभाषा दिवस',
    2,
    21,
    'UNESCO’s day for linguistic diversity and mother tongues.',
    'भाषिक विविधता र मातृभाषाको संरक्षणका लागि युनेस्कोले तोकेको दिवस।',
  ],
  [
    'world-health-day',
    'World Health Day',
    'विश्व स्वास्थ्य दिवस',
    4,
    7,
    'Founding day of the World Health Organization.',
    'विश्व स्वास्थ्य संगठन स्थापना भएको दिन।',
  ],
  [
    'earth-day',
    'Earth Day',
    'विश्व पृथ्वी दिवस',
    4,
    22,
    'A day for protecting the environment of the planet.',
    'पृथ्वीको वातावरण संरक्षणका लागि मनाइने दिवस।',
  ],
  [
    'world-environment-day',
    'World Environment Day',
    'विश्व वातावरण दिवस',
    6,
    5,
    'The UN’s principal day for environmental awareness.',
    'वातावरणप्रति सचेतनाका लागि संयुक्त राष्ट्रसंघको मुख्य दिवस।',
  ],
  [
    'international-yoga-day',
    'International Day of Yoga',
    'अन्तर्राष्ट्रिय योग दिवस',
    6,
    21,
    'Celebrates the practice of yoga, on the June solstice.',
    'ग्रीष्म अयनको दिन मनाइने योग अभ्यासको दिवस।',
  ],
  [
    'world-population-day',
    'World Population Day',
    'विश्व जनसंख्या दिवस',
    7,
    11,
    'Draws attention to population issues.',
    'जनसंख्यासम्बन्धी सवालप्रति ध्यान खिच्ने दिवस।',
  ],
  [
    'international-youth-day',
    'International Youth Day',
    'अन्तर्राष्ट्रिय युवा दिवस',
    8,
    12,
    'The UN’s day for young people.',
    'युवाका लागि संयुक्त राष्ट्रसंघले तोकेको दिवस।',
  ],
  [
    'literacy-day',
    'International Literacy Day',
    'अन्तर्राष्ट्रिय साक्षरता दिवस',
    9,
    8,
    'UNESCO’s day for literacy and education.',
    'साक्षरता र शिक्षाका लागि युनेस्कोले तोकेको दिवस।',
  ],
  [
    'world-tourism-day',
    'World Tourism Day',
    'विश्व पर्यटन दिवस',
    9,
    27,
    'The UN Tourism day, marked widely by Nepal’s tourism sector.',
    'नेपालको पर्यटन क्षेत्रले व्यापक रूपमा मनाउने विश्व पर्यटन दिवस।',
  ],
  [
    'un-day',
    'United Nations Day',
    'संयुक्त राष्ट्रसंघ दिवस',
    10,
    24,
    'Anniversary of the UN Charter entering into force in 1945.',
    'सन् १९४५ मा संयुक्त राष्ट्रसंघको बडापत्र लागू भएको वार्षिकी।',
  ],
  [
    'world-aids-day',
    'World AIDS Day',
    'विश्व एड्स दिवस',
    12,
    1,
    'A day of awareness about HIV and AIDS.',
    'एचआईभी र एड्सबारे सचेतना फैलाउने दिवस।',
  ],
  [
    'human-rights-day',
    'Human Rights Day',
    'मानव अधिकार दिवस',
    12,
    10,
    'Anniversary of the Universal Declaration of Human Rights (1948).',
    'सन् १९४८ को मानव अधिकारसम्बन्धी विश्वव्यापी घोषणापत्रको वार्षिकी।',
  ],
  [
    'mountain-day',
    'International Mountain Day',
    'अन्तर्राष्ट्रिय पर्वत दिवस',
    12,
    11,
    'The UN’s day for mountains and mountain communities.',
    'पर्वत र पहाडी समुदायका लागि संयुक्त राष्ट्रसंघले तोकेको दिवस।',
  ],
];

export const INTERNATIONAL: readonly Festival[] = [
  {
    id: 'womens-day',
    name: 'International Women’s Day',
    nameNe: 'अन्तर्राष्ट्रिय नारी दिवस',
    type: 'international',
    description: 'A day for women’s rights and equality, on 8 March.',
    descriptionNe: 'मार्च ८ मा मनाइने महिला अधिकार र समानताको दिवस।',
    holiday: ['women'],
    rule: gregorian(3, 8),
  },
  {
    id: 'labour-day',
    name: 'International Labour Day',
    nameNe: 'अन्तर्राष्ट्रिय श्रमिक दिवस',
    type: 'international',
    description: 'International Workers’ Day, 1 May.',
    descriptionNe: 'मे १ मा मनाइने अन्तर्राष्ट्रिय श्रमिक दिवस।',
    holiday: ['national'],
    rule: gregorian(5, 1),
  },
  {
    id: 'disability-day',
    name: 'International Day of Persons with Disabilities',
    nameNe: 'अन्तर्राष्ट्रिय अपाङ्गता भएका व्यक्तिहरूको दिवस',
    type: 'international',
    description: 'The UN’s day for the rights of persons with disabilities.',
    descriptionNe: 'अपाङ्गता भएका व्यक्तिको अधिकारका लागि संयुक्त राष्ट्रसंघले तोकेको दिवस।',
    // MoHA: a holiday for employees with disabilities (published calendar, BS 2080).
    holiday: ['persons-with-disabilities'],
    rule: gregorian(12, 3),
  },
  ...DAYS.map(([id, name, nameNe, month, day, description, descriptionNe]): Festival => ({
    id,
    name,
    nameNe,
    type: 'international',
    description,
    descriptionNe,
    rule: gregorian(month, day),
  })),
];
