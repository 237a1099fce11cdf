/**
 * Festival rules against the published calendar: `npx tsx scripts/festival-report.ts [--verbose]`.
 *
 * Reference (test-only, outside the repo): shared/reference/npEventsAPI (published per-day events
 * and holiday flags, BS 2079–2080) and the anchors transcribed from bs-calendar.md §2 and
 * tithi-method.md §5 (tests/unit/festivals/anchors.ts). Prints the per-year match rate for the
 * major festivals and for every mapped event, each miss with its reason, the holiday-flag
 * differences, the anchors, the unmapped reference events by reason, and the official lists.
 * --verbose also lists every matched major-festival date. Exits 1 on an unexplained difference.
 */
import { bsToAd } from '@/lib/bs';
import {
  eventsForDay,
  FESTIVALS,
  FESTIVALS_BY_ID,
  holidayStatus,
  OFFICIAL_LISTS,
} from '@/lib/festivals';

import { ANCHORS } from '../tests/unit/festivals/anchors';
import {
  checkHolidays,
  checkMappedEvents,
  classifyNames,
  parseBs,
  percent,
  yearRates,
} from '../tests/unit/festivals/compare';
import {
  MAPPED,
  UNMAPPED,
  UNMAPPED_REASONS,
  type UnmappedReason,
} from '../tests/unit/festivals/event-map';
import { HOLIDAY_DIFFERENCES, KNOWN_MISSES } from '../tests/unit/festivals/known-differences';
import { loadReferenceEvents, REFERENCE_DIR } from '../tests/unit/festivals/reference-events';

const verbose = process.argv.includes('--verbose');
const days = loadReferenceEvents();
if (!days) {
  console.error(`Reference folder not found: ${REFERENCE_DIR}`);
  process.exit(1);
}

let unexplained = 0;
const heading = (title: string): void => console.log(`\n== ${title}`);
const name = (id: string): string => FESTIVALS_BY_ID.get(id)?.name ?? id;

// ---- Mapped events ---------------------------------------------------------------------------
const checks = checkMappedEvents(days);
heading('Match rate per reference year (npEventsAPI, published calendar)');
for (const r of yearRates(checks)) {
  console.log(
    `BS ${r.year}: major festivals ${percent(r.major)}   all mapped events ${percent(r.all)}`,
  );
}
const total = { matched: checks.filter((c) => c.matched).length, total: checks.length };
const major = checks.filter((c) => c.major);
console.log(
  `Both years: major ${percent({ matched: major.filter((c) => c.matched).length, total: major.length })}   all ${percent(total)}`,
);
console.log(
  '(one check per reference day and catalogue festival; a span festival matches on any day of its span)',
);

heading('Misses');
const misses = checks.filter((c) => !c.matched);
if (misses.length === 0) console.log('none');
for (const miss of misses) {
  const known = KNOWN_MISSES.find((k) => k.bs === miss.bs && k.id === miss.id);
  if (!known || known.computed !== miss.computed) unexplained += 1;
  console.log(
    `- ${miss.bs} (${miss.ad}) ${name(miss.id)} [${miss.names.join(' / ')}]: rules say ${miss.computed ?? '—'} ` +
      `(${miss.offsetDays !== null && miss.offsetDays > 0 ? '+' : ''}${miss.offsetDays ?? '?'} d)` +
      `\n  ${known ? known.reason : 'UNEXPLAINED: add it to tests/unit/festivals/known-differences.ts with a reason, or fix the rule'}`,
  );
}

if (verbose) {
  heading('Major festivals, published = rules');
  for (const c of major.filter((x) => x.matched)) console.log(`  ${c.bs} (${c.ad}) ${name(c.id)}`);
}

// ---- Holiday flags ----------------------------------------------------------------------------
heading('Holiday flags (published is_public_holiday vs any computed holiday)');
const holidays = checkHolidays(days);
for (const year of [2079, 2080]) {
  const ofYear = holidays.filter((h) => h.bs.startsWith(`${year}/`));
  console.log(
    `BS ${year}: ${ofYear.filter((h) => h.published === h.computed).length}/${ofYear.length} days agree`,
  );
}
for (const h of holidays.filter((x) => x.published !== x.computed)) {
  const known = HOLIDAY_DIFFERENCES.find((k) => k.bs === h.bs && k.published === h.published);
  if (!known) unexplained += 1;
  console.log(
    `- ${h.bs} (${h.ad}) published ${h.published ? 'holiday' : 'no holiday'}, rules ${h.computed ? h.computedHolidays.join(', ') : 'no holiday'}` +
      `\n  ${known ? known.reason : 'UNEXPLAINED'}`,
  );
}

// ---- Anchors ---------------------------------------------------------------------------------
heading('Published anchors (bs-calendar.md §2.1–2.2, tithi-method.md §5)');
const anchorYears = new Map<number, { matched: number; total: number; misses: string[] }>();
for (const anchor of ANCHORS) {
  const date = parseBs(anchor.bs);
  const row = anchorYears.get(date.year) ?? { matched: 0, total: 0, misses: [] };
  row.total += 1;
  let ok: boolean;
  if (date.year >= 2079) {
    const event = eventsForDay(date).find((e) => e.id === anchor.id);
    ok = event?.ad === anchor.ad;
    if (ok && anchor.holiday === 'national') ok = holidayStatus(date) === 'public-holiday';
    if (ok && anchor.holiday === 'regional')
      ok = !!event?.isHoliday && !event.holidayFor?.includes('national');
  } else {
    const rule = FESTIVALS_BY_ID.get(anchor.id)?.rule;
    const ad = bsToAd(date);
    const iso = `${ad.year}-${String(ad.month).padStart(2, '0')}-${String(ad.day).padStart(2, '0')}`;
    ok =
      rule?.kind === 'solar' &&
      rule.month === date.month &&
      rule.day === date.day &&
      iso === anchor.ad;
  }
  if (ok) row.matched += 1;
  else {
    row.misses.push(`${anchor.id} ${anchor.bs}`);
    unexplained += 1;
  }
  anchorYears.set(date.year, row);
}
for (const [year, row] of [...anchorYears].sort((a, b) => a[0] - b[0])) {
  console.log(
    `BS ${year}: ${percent(row)}${row.misses.length ? `  MISSES: ${row.misses.join(', ')}` : ''}`,
  );
}

// ---- Unmapped reference events ------------------------------------------------------------
heading(
  'Reference events without a catalogue festival (listed in tests/unit/festivals/event-map.ts)',
);
const { mapped, unmapped, unknown } = classifyNames(days);
console.log(
  `${mapped.size} names mapped to ${new Set(Object.values(MAPPED)).size} catalogue ids; ` +
    `${Object.values(UNMAPPED).flat().length} names unmapped:`,
);
for (const reason of Object.keys(UNMAPPED) as UnmappedReason[]) {
  const names = [...(unmapped.get(reason)?.keys() ?? [])];
  console.log(
    `- ${reason} (${names.length}): ${UNMAPPED_REASONS[reason]}\n    ${names.join(' · ')}`,
  );
}
if (unknown.size > 0) {
  unexplained += unknown.size;
  console.log(`- UNKNOWN (${unknown.size}, in neither table): ${[...unknown.keys()].join(' · ')}`);
}
const covered = new Set(Object.values(MAPPED));
console.log(
  `Catalogue festivals the reference never names: ${
    FESTIVALS.filter((f) => !covered.has(f.id))
      .map((f) => f.id)
      .join(', ') || 'none'
  }`,
);

// ---- Official lists ----------------------------------------------------------------------------
heading('Official lists');
for (const list of OFFICIAL_LISTS.values()) {
  const moved = list.entries.filter((entry) => {
    const id = typeof entry.festival === 'string' ? entry.festival : entry.festival.id;
    return eventsForDay(entry.date).find((e) => e.id === id)?.ruleDate !== undefined;
  });
  console.log(
    `BS ${list.year} (${list.coverage}): ${list.entries.length} entries, ${list.entries.length - moved.length} confirm the rules' date, ${moved.length} move it`,
  );
}

console.log(
  unexplained === 0
    ? '\nAll differences explained.'
    : `\n${unexplained} UNEXPLAINED difference(s).`,
);
process.exit(unexplained === 0 ? 0 : 1);
