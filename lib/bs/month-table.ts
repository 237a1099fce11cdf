import type { BsConfidence } from './types';

/** [BS year, month lengths − 29 as 12 digits (Baishakh first), confidence]. */
export type BsTableRow = readonly [year: number, months: string, confidence: BsConfidence];

/**
 * Bikram Sambat month lengths, BS 1970–2100: the one data file of lib/bs.
 *
 * Row: [BS year, 12 digits (month length − 29: 0 = 29 … 3 = 32 days, Baishakh first), confidence].
 * 1 Baishakh 1970 BS = 1913-04-13 AD, the epoch all five npm tables agree on
 * (shared/reference/bs-calendar.md §1.1). `scripts/generate-bs-table.ts` rebuilds and checks
 * the rows from the installed packages.
 *
 * Sources and disputes (bs-calendar.md §1.2–1.4):
 * - 1970–1999 `historical`: npm bikram-sambat 1.8.1, the only package covering the stretch.
 *   @sbmdkl/nepali-date-converter 2.0.5 (from 1978) agrees on every year, nepali-date-library
 *   1.1.16 (from 1976) on all but two:
 *   - 1977 Asoj/Kartik 30/30 (bikram-sambat, amitgaru2/nepali-datetime) vs 31/29
 *     (nepali-date-library, shivathapaa/Nepali-Date-Picker; kbwood/world-calendars too, but
 *     with a 366-day year that breaks the 1978 New Year). A 2–2 tie: we keep bikram-sambat,
 *     the source of the epoch, whose 30,572-pair test suite is in production use (medic).
 *   - 1991 Mangsir/Poush 29/30 (bikram-sambat, @sbmdkl, kbwood) vs 30/29 (nepali-date-library,
 *     amitgaru2, shivathapaa): 2–1 among the three npm tables the product decision names.
 *   In both the Surya Siddhanta sankranti falls within 25 minutes after midnight, the case
 *   lib/panchang's model decides right only about half the time in 2000–2083, so astronomy
 *   cannot settle them.
 * - 2000–2083 `official`: the row all five npm tables agree on.
 *   - 2062 Baishakh/Jestha 30/32, as 8 of 10 public tables (31/31 in amitgaru2 and kbwood;
 *     aerawatcorp/bikram#25).
 *   - 2083 with the June 2026 correction (Asoj 31, Mangsir 29, Poush 30, Magh 29;
 *     medic/bikram-sambat#31, medic/cht-core#11155), already in all five installed packages:
 *     Jestha 21 = 2026-06-04 and Kartik 1 = 2026-10-18 (tests/unit/bs/anchors.test.ts).
 * - 2084–2099 `projected`: the Nepali Patro lineage ("camp A") as in nepali-datetime 2.0.0
 *   (node-nepali-datetime PR #103, also py-nepali and go-nepali). The Hamro Patro lineage
 *   (bikram-sambat, @sbmdkl) differs in every year from 2084.
 * - 2100 `projected`: nepali-date-library 1.1.16, the only npm table that reaches 2100; its
 *   2086–2099 rows are camp A's.
 *
 * Yearly update (the Samiti approves an almanac in Poush–Magh): replace that year's row and mark
 * it 'official'. One line; the anchor tests then need the new year's published dates and
 * tests/unit/bs/peer-disagreements.ts the peers' new differences.
 */
export const BS_MONTH_TABLE: readonly BsTableRow[] = [
  [1970, '223222101011', 'historical'],
  [1971, '223231101011', 'historical'],
  [1972, '232321110012', 'historical'],
  [1973, '132321110102', 'historical'],
  [1974, '223222101011', 'historical'],
  [1975, '223312101011', 'historical'],
  [1976, '232321110012', 'historical'],
  [1977, '132321110102', 'historical'],
  [1978, '223222101011', 'historical'],
  [1979, '223321101011', 'historical'],
  [1980, '232321110012', 'historical'],
  [1981, '222322011011', 'historical'],
  [1982, '223222101011', 'historical'],
  [1983, '223321101011', 'historical'],
  [1984, '232321110012', 'historical'],
  [1985, '222322011011', 'historical'],
  [1986, '223222101011', 'historical'],
  [1987, '232321101011', 'historical'],
  [1988, '232321110012', 'historical'],
  [1989, '222322101011', 'historical'],
  [1990, '223222101011', 'historical'],
  [1991, '232321101011', 'historical'],
  [1992, '232321110102', 'historical'],
  [1993, '222322101011', 'historical'],
  [1994, '223222101011', 'historical'],
  [1995, '232321110011', 'historical'],
  [1996, '232321110102', 'historical'],
  [1997, '223222101011', 'historical'],
  [1998, '223222101011', 'historical'],
  [1999, '232321110012', 'historical'],
  [2000, '132321110102', 'official'],
  [2001, '223222101011', 'official'],
  [2002, '223321101011', 'official'],
  [2003, '232321110012', 'official'],
  [2004, '132321110102', 'official'],
  [2005, '223222101011', 'official'],
  [2006, '223321101011', 'official'],
  [2007, '232321110012', 'official'],
  [2008, '222322011002', 'official'],
  [2009, '223222101011', 'official'],
  [2010, '223321101011', 'official'],
  [2011, '232321110012', 'official'],
  [2012, '222322011011', 'official'],
  [2013, '223222101011', 'official'],
  [2014, '223321101011', 'official'],
  [2015, '232321110012', 'official'],
  [2016, '222322011011', 'official'],
  [2017, '223222101011', 'official'],
  [2018, '232321101011', 'official'],
  [2019, '232321110102', 'official'],
  [2020, '222322101011', 'official'],
  [2021, '223222101011', 'official'],
  [2022, '232321110011', 'official'],
  [2023, '232321110102', 'official'],
  [2024, '222322101011', 'official'],
  [2025, '223222101011', 'official'],
  [2026, '232321110012', 'official'],
  [2027, '132321110102', 'official'],
  [2028, '223222101011', 'official'],
  [2029, '223231101011', 'official'],
  [2030, '232321110012', 'official'],
  [2031, '132321110102', 'official'],
  [2032, '223222101011', 'official'],
  [2033, '223321101011', 'official'],
  [2034, '232321110012', 'official'],
  [2035, '132322011002', 'official'],
  [2036, '223222101011', 'official'],
  [2037, '223321101011', 'official'],
  [2038, '232321110012', 'official'],
  [2039, '222322011011', 'official'],
  [2040, '223222101011', 'official'],
  [2041, '223321101011', 'official'],
  [2042, '232321110012', 'official'],
  [2043, '222322011011', 'official'],
  [2044, '223222101011', 'official'],
  [2045, '232321101011', 'official'],
  [2046, '232321110012', 'official'],
  [2047, '222322101011', 'official'],
  [2048, '223222101011', 'official'],
  [2049, '232321110011', 'official'],
  [2050, '232321110102', 'official'],
  [2051, '222322101011', 'official'],
  [2052, '223222101011', 'official'],
  [2053, '232321110011', 'official'],
  [2054, '232321110102', 'official'],
  [2055, '223222101011', 'official'],
  [2056, '223231101011', 'official'],
  [2057, '232321110012', 'official'],
  [2058, '132321110102', 'official'],
  [2059, '223222101011', 'official'],
  [2060, '223321101011', 'official'],
  [2061, '232321110012', 'official'],
  [2062, '132322010102', 'official'],
  [2063, '223222101011', 'official'],
  [2064, '223321101011', 'official'],
  [2065, '232321110012', 'official'],
  [2066, '222322011002', 'official'],
  [2067, '223222101011', 'official'],
  [2068, '223321101011', 'official'],
  [2069, '232321110012', 'official'],
  [2070, '222322011011', 'official'],
  [2071, '223222101011', 'official'],
  [2072, '232321101011', 'official'],
  [2073, '232321110012', 'official'],
  [2074, '222322101011', 'official'],
  [2075, '223222101011', 'official'],
  [2076, '232321110011', 'official'],
  [2077, '232321110102', 'official'],
  [2078, '222322101011', 'official'],
  [2079, '223222101011', 'official'],
  [2080, '232321110011', 'official'],
  [2081, '232321110102', 'official'],
  [2082, '223222101011', 'official'],
  [2083, '223222101011', 'official'],
  [2084, '232321110012', 'projected'],
  [2085, '132321110102', 'projected'],
  [2086, '223222101011', 'projected'],
  [2087, '223321101011', 'projected'],
  [2088, '232321110012', 'projected'],
  [2089, '132321110102', 'projected'],
  [2090, '223222101011', 'projected'],
  [2091, '223321101011', 'projected'],
  [2092, '232321110012', 'projected'],
  [2093, '222322011002', 'projected'],
  [2094, '223222101011', 'projected'],
  [2095, '223321101011', 'projected'],
  [2096, '232321110012', 'projected'],
  [2097, '222322011011', 'projected'],
  [2098, '223222101011', 'projected'],
  [2099, '223321101011', 'projected'],
  [2100, '232321110012', 'projected'],
];

/** 1 Baishakh of the first table year, as an AD date. */
export const BS_EPOCH_AD = { year: 1913, month: 4, day: 13 } as const;
