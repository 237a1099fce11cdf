import ICAL from 'ical.js';
import { buildIcs, foldLine } from '@/lib/calendar/ics';
import { yearEvents } from '@/lib/calendar/year-events';

describe('buildIcs', () => {
  const text = buildIcs(yearEvents(2081), {
    name: 'Nepali calendar 2081 BS',
    stamp: new Date('2025-01-01T00:00:00Z'),
    host: 'example.org',
  });

  it('parses as iCalendar with all-day events and bilingual summaries', () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.length).toBeGreaterThan(40);
    const dashami = events.find((e) => e.summary.startsWith('Vijaya Dashami'));
    expect(dashami?.startDate.isDate).toBe(true);
    // Vijaya Dashami 2081 = Sat 12 Oct 2024 (bs-calendar.md §2.1).
    expect(dashami?.startDate.toString()).toBe('2024-10-12');
    expect(dashami?.summary).toContain('विजया दशमी');
  });

  it('gives every event a stable, unique UID', () => {
    const uids = [...text.matchAll(/^UID:(.+)$/gm)].map((m) => m[1]);
    expect(new Set(uids).size).toBe(uids.length);
    const again = buildIcs(yearEvents(2081), {
      name: 'x',
      stamp: new Date('2026-01-01T00:00:00Z'),
      host: 'example.org',
    });
    expect([...again.matchAll(/^UID:(.+)$/gm)].map((m) => m[1])).toEqual(uids);
  });

  it('uses CRLF line ends and folds lines at 75 octets', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    for (const line of text.split('\r\n'))
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });

  it('never splits a Devanagari character when folding', () => {
    const folded = foldLine(`SUMMARY:${'दशैं'.repeat(40)}`);
    const unfolded = folded.replace(/\r\n /g, '');
    expect(unfolded).toBe(`SUMMARY:${'दशैं'.repeat(40)}`);
  });
});
