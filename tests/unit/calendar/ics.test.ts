import ICAL from 'ical.js';
import { GET as yearFeed } from '@/app/api/v1/calendar/[year]/route';
import { GET as subscriptionFeed } from '@/app/api/v1/calendar.ics/route';
import { buildIcs } from '@/lib/calendar/ics';
import { yearEvents } from '@/lib/calendar/year-events';

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

describe('buildIcs', () => {
  const text = buildIcs(yearEvents(2081), {
    name: 'Nepali calendar 2081 BS',
    stamp: new Date('2025-01-01T00:00:00Z'),
    host: 'example.org',
  });

  it('parses as iCalendar with all-day events and bilingual summaries', () => {
    const { events } = parse(text);
    expect(events.length).toBeGreaterThan(40);
    const dashami = events.find((e) => e.summary.startsWith('Vijaya Dashami'));
    expect(dashami?.startDate.isDate).toBe(true);
    // Vijaya Dashami 2081 = Sat 12 Oct 2024 (bs-calendar.md §2.1).
    expect(dashami?.startDate.toString()).toBe('2024-10-12');
    expect(dashami?.endDate.toString()).toBe('2024-10-13');
    expect(dashami?.summary).toContain('विजया दशमी');
  });

  it('gives every event a stable, unique UID', () => {
    const uids = parse(text).events.map((e) => e.uid);
    expect(uids).toContain('vijaya-dashami-2081@example.org');
    expect(new Set(uids).size).toBe(uids.length);
    const again = buildIcs(yearEvents(2081), {
      name: 'x',
      stamp: new Date('2026-01-01T00:00:00Z'),
      host: 'example.org',
    });
    expect(parse(again).events.map((e) => e.uid)).toEqual(uids);
  });

  it('names the calendar, escaping TEXT separators', () => {
    const named = buildIcs([], {
      name: 'Festivals, holidays; 2081',
      stamp: new Date(0),
      host: 'example.org',
    });
    const { calendar } = parse(named);
    // Checked as written: ical.js does not unescape properties it does not know.
    expect(named).toContain('\r\nX-WR-CALNAME:Festivals\\, holidays\\; 2081\r\n');
    expect(named).toContain('\r\nNAME:Festivals\\, holidays\\; 2081\r\n');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Kathmandu');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//example.org//Nepali calendar//EN');
  });

  it('marks holidays as a separate category and in the description', () => {
    const { events } = parse(text);
    const newYear = events.find((e) => e.uid === 'nepali-new-year-2081@example.org');
    expect(newYear?.component.getFirstProperty('categories')?.getValues()).toEqual([
      'national',
      'holiday',
    ]);
    expect(newYear?.description).toContain(
      '(public holiday)\n\nविक्रम संवत्‌को पहिलो दिन, वैशाख १ गते।',
    );
  });

  it('uses CRLF line ends and folds lines at 75 octets without splitting a character', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n'))
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // Long Devanagari lines are folded mid-text; unfolding must give back every character.
    const expected = new Set(yearEvents(2081).map((e) => `${e.description}\n\n${e.descriptionNe}`));
    const descriptions = parse(text).events.map((e) =>
      e.description.replace(/ \((public )?holiday\)/, ''),
    );
    expect(descriptions.filter((d) => !expected.has(d))).toEqual([]);
  });

  it('keeps leave split into blocks as separate events with their own UIDs', () => {
    // Dashain leave 2083 is 2 Kartik, then 5–6 Kartik (the official list, lib/festivals).
    const { events } = parse(
      buildIcs(yearEvents(2083), { name: 'x', stamp: new Date(0), host: 'example.org' }),
    );
    const bida = events.filter((e) => e.uid.startsWith('dashain-bida-2083'));
    expect(bida.map((e) => [e.uid, e.startDate.toString(), e.endDate.toString()])).toEqual([
      ['dashain-bida-2083@example.org', '2026-10-19', '2026-10-20'],
      ['dashain-bida-2083-2@example.org', '2026-10-22', '2026-10-24'],
    ]);
  });
});

describe('the feed routes', () => {
  const saved = process.env.APP_NOW;
  beforeAll(() => {
    process.env.APP_NOW = '2025-05-16T04:15:00Z'; // 2 Jestha 2082 BS
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.APP_NOW;
    else process.env.APP_NOW = saved;
  });

  it('serves this BS year and the next as one parseable subscription feed', async () => {
    const response = subscriptionFeed();
    expect(response.headers.get('content-type')).toContain('text/calendar');
    const { calendar, events } = parse(await response.text());
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'Nepali calendar: festivals and holidays',
    );
    const years = new Set(events.map((e) => e.startDate.year));
    expect([...years].sort()).toEqual([2025, 2026, 2027]);
    expect(events.every((e) => e.startDate.isDate && e.endDate.compare(e.startDate) > 0)).toBe(
      true,
    );
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  });

  it('serves one BS year as a file, as the e2e check reads it', async () => {
    const response = await yearFeed(new Request('http://localhost/api/v1/calendar/2081.ics'), {
      params: Promise.resolve({ year: '2081.ics' }),
    });
    expect(response.status).toBe(200);
    const { events } = parse(await response.text());
    expect(events.length).toBeGreaterThan(60);
    const dashami = events.find((e) => e.summary.startsWith('Vijaya Dashami'));
    expect(dashami?.summary).toContain('विजया दशमी');
    expect(dashami?.startDate.toString()).toBe('2024-10-12');
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  });
});
