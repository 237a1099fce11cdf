import 'server-only';
import { cleanText } from '../text';

/*
 * Curated Nepali → English commodity names, as Kalimati itself prints them in its English list
 * (`/api/daily-prices/en`, /price in English). Kalimati's two lists share no id and its query has
 * no ORDER BY, so a row's position says nothing; the Nepali name is the stable key. Commodities
 * missing here are matched by a price signature unique in both lists (see rows.ts) and should be
 * added when a run warns about them.
 */
const NAMES: readonly (readonly [string, string])[] = [
  ['गोलभेडा ठूलो(नेपाली)', 'Tomato Big(Nepali)'],
  ['गोलभेडा सानो(लोकल)', 'Tomato Small(Local)'],
  ['आलु रातो', 'Potato Red'],
  ['आलु सेतो', 'Potato White'],
  ['प्याज सुकेको (भारतीय)', 'Onion Dry (Indian)'],
  ['गाजर(लोकल)', 'Carrot(Local)'],
  ['बन्दा(लोकल)', 'Cabbage(Local)'],
  ['काउली स्थानिय', 'Cauli Local'],
  ['मूला रातो', 'Raddish Red'],
  ['मूला सेतो(लोकल)', 'Raddish White(Local)'],
  ['भन्टा लाम्चो', 'Brinjal Long'],
  ['भन्टा डल्लो', 'Brinjal Round'],
  ['बोडी(तने)', 'Cowpea(Long)'],
  ['मटरकोशा', 'Green Peas'],
  ['घिउ सिमी(लोकल)', 'French Bean(Local)'],
  ['तितो करेला', 'Bitter Gourd'],
  ['लौका', 'Bottle Gourd'],
  ['परवर(लोकल)', 'Pointed Gourd(Local)'],
  ['चिचिण्डो', 'Snake Gourd'],
  ['घिरौला', 'Sponge Gourd'],
  ['फर्सी पाकेको', 'Pumpkin'],
  ['फर्सी हरियो(लाम्चो)', 'Squash(Long)'],
  ['भिण्डी', 'Okara'],
  ['सखरखण्ड', 'Sweet Potato'],
  ['बरेला', 'Smooth Gourd'],
  ['पिंडालू', 'Colocasia'],
  ['स्कूस', 'Christophine'],
  ['रायो साग', 'Mustard Leaf'],
  ['पालूगो साग', 'Spinach Leaf'],
  ['चमसूर साग', 'Cress Leaf'],
  ['मेथीको साग', 'Fenugreek Leaf'],
  ['प्याज हरियो', 'Onion Green'],
  ['च्याउ(कन्य)', 'Mushroom(Kanya)'],
  ['च्याउ(डल्ले)', 'Mushroom(Button)'],
  ['सिताके च्याउ', 'Mushroom(Shiitake)'],
  ['भटमासकोशा', 'Soyabean Green'],
  ['सजिवन', 'Drumstick'],
  ['कुरिलो', 'Asparagus'],
  ['न्यूरो', 'Fiddlehead Fern'],
  ['ब्रोकाउली', 'Brocauli'],
  ['चुकुन्दर', 'Sugarbeet'],
  ['सेलरी', 'Celery'],
  ['पार्सले', 'Parsley'],
  ['पुदीना', 'Mint'],
  ['हरियो धनिया', 'Coriander Green'],
  ['लसुन सुकेको चाइनिज', 'Garlic Dry Chinese'],
  ['लसुन सुकेको नेपाली', 'Garlic Dry Nepali'],
  ['हरियो लसुन', 'Garlic Green'],
  ['अदुवा', 'Ginger'],
  ['खुर्सानी हरियो', 'Chilli Green'],
  ['भेडे खुर्सानी', 'Capsicum'],
  ['तामा', 'Bamboo Shoot'],
  ['गुन्द्रुक', 'Gundruk'],
  ['लट्टे साग', 'Amaranth Leaf'],
  ['केरा', 'Banana'],
  ['भुई कटहर', 'Pineapple'],
  ['नरिवल', 'Coconut'],
  ['स्याउ(फूजी)', 'Apple(Fuji)'],
  ['कागती', 'Lime'],
  ['अनार', 'Pomegranate'],
  ['अंगुर(हरियो)', 'Grapes(Green)'],
  ['सुन्तला(नेपाली)', 'Orange(Nepali)'],
  ['मेवा(नेपाली)', 'Papaya(Nepali)'],
  ['नासपाती(लोकल)', 'Pear(Local)'],
  ['तरबुजा(हरियो)', 'Water Melon(Green)'],
  ['इमली', 'Tamarind'],
  ['माछा ताजा(रहु)', 'Fish Fresh(Rahu)'],
  ['माछा सुकेको', 'Fish Dried'],
  ['स्ट्रबेरी', 'Strawberry'],
];

const BY_NEPALI = new Map(NAMES.map(([ne, en]) => [cleanText(ne), en]));

/** Kalimati's English name for a Nepali commodity name, or null when it is not curated. */
export function englishName(nameNe: string): string | null {
  return BY_NEPALI.get(cleanText(nameNe)) ?? null;
}
