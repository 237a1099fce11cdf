/**
 * Every difference between the rules and the published calendar (npEventsAPI, BS 2079–2080),
 * each with its explanation. The reference-match suite fails on a difference not listed here and
 * on a listed one that no longer occurs.
 */

/** A reference festival day the rules put elsewhere. */
export interface KnownMiss {
  bs: string;
  id: string;
  /** Where the rules put it. */
  computed: string;
  reason: string;
}

const GAI_JATRA =
  'Gai Jatra (Saparu) is the day after Janai Purnima, Bhadra Krishna Pratipada. In both years that ' +
  'tithi is kshaya in the SS almanac (2079: 07:25 12 Aug → 05:18 13 Aug; 2080: 07:49 31 Aug → 05:24 ' +
  '1 Sep), so the source also prints a plain "गाईजात्रा" label on Janai Purnima itself. Its own 2080 ' +
  'holiday entry "सापारु (गाईजात्रा) (काठमाडौँ बिदा)" is on 2080/5/15 (1 Sep 2023), the rule’s day, ' +
  'which the rules match; the label on the Purnima is the kshaya tithi’s day, not the jatra’s.';

export const KNOWN_MISSES: readonly KnownMiss[] = [
  { bs: '2079/4/27', id: 'gai-jatra', computed: '2079/4/28', reason: GAI_JATRA },
  { bs: '2080/5/14', id: 'gai-jatra', computed: '2080/5/15', reason: GAI_JATRA },
];

/** A reference day whose holiday flag differs from the rules' (any holiday, national or group). */
export interface HolidayDifference {
  bs: string;
  published: boolean;
  reason: string;
}

const ELECTION = 'Election holiday: a one-off government decision for that year';

export const HOLIDAY_DIFFERENCES: readonly HolidayDifference[] = [
  { bs: '2079/1/30', published: true, reason: `${ELECTION} (local elections 2079)` },
  {
    bs: '2079/4/28',
    published: false,
    reason:
      'Gai Jatra (Kathmandu valley holiday by the rules): the source puts Gai Jatra on Janai Purnima ' +
      '(see the Gai Jatra miss); 13 Aug 2022 is a Saturday in any case',
  },
  {
    bs: '2079/7/25',
    published: false,
    reason:
      'Falgunanda Jayanti: the catalogue keeps it as a Kirat holiday (the 2080 source marks it so); ' +
      'the 2079 source lists the day without a holiday',
  },
  { bs: '2079/8/4', published: true, reason: `${ELECTION} (federal and provincial elections)` },
  { bs: '2079/8/5', published: true, reason: `${ELECTION} (federal and provincial elections)` },
  {
    bs: '2079/8/17',
    published: false,
    reason:
      'Day of Persons with Disabilities: the catalogue keeps it as a holiday for employees with ' +
      'disabilities (the 2080 source marks it so); the 2079 source lists the day, a Saturday, without one',
  },
  {
    bs: '2079/11/1',
    published: true,
    reason:
      'Jana Yuddha Diwas: a holiday that year only (the 2080 source has the day without one); no ' +
      'official list for 2079 records the decision',
  },
  {
    bs: '2080/5/7',
    published: true,
    reason: 'Gaura Parva: a holiday in the districts that keep it; not in the catalogue',
  },
];
