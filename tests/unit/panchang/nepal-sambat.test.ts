import { bsToAd, daysInBsMonth } from '@/lib/bs';
import { panchang } from '@/lib/panchang';

/**
 * The half-month headers of BS 2082–2083 as the committee writes them: the first BS day of each
 * half-month (the first day whose sunrise tithi is in it), the NS year, and month with half in
 * the committee's spelling and order. Anala (अनला) is the intercalary month of 2083 (amanta
 * Jestha repeated); the year turns at Kachhalathwa. The labels follow the committee's naming;
 * the days are the panchang's own half-month starts, not read off the printed pages.
 */
const HEADERS: ReadonlyArray<[string, number, string]> = [
  ['2082-01-01', 1145, 'चौलागा'],
  ['2082-01-15', 1145, 'वछलाथ्व'],
  ['2082-01-30', 1145, 'वछलागा'],
  ['2082-02-14', 1145, 'तछलाथ्व'],
  ['2082-02-29', 1145, 'तछलागा'],
  ['2082-03-12', 1145, 'दिल्लाथ्व'],
  ['2082-03-27', 1145, 'दिल्लागा'],
  ['2082-04-09', 1145, 'गुंलाथ्व'],
  ['2082-04-25', 1145, 'गुंलागा'],
  ['2082-05-08', 1145, 'ञँलाथ्व'],
  ['2082-05-23', 1145, 'ञँलागा'],
  ['2082-06-06', 1145, 'कौलाथ्व'],
  ['2082-06-22', 1145, 'कौलागा'],
  ['2082-07-05', 1146, 'कछलाथ्व'],
  ['2082-07-20', 1146, 'कछलागा'],
  ['2082-08-05', 1146, 'थिंल्लाथ्व'],
  ['2082-08-19', 1146, 'थिंल्लागा'],
  ['2082-09-05', 1146, 'पोहेलाथ्व'],
  ['2082-09-20', 1146, 'पोहेलागा'],
  ['2082-10-05', 1146, 'सिल्लाथ्व'],
  ['2082-10-19', 1146, 'सिल्लागा'],
  ['2082-11-06', 1146, 'चिल्लाथ्व'],
  ['2082-11-20', 1146, 'चिल्लागा'],
  ['2082-12-06', 1146, 'चौलाथ्व'],
  ['2082-12-20', 1146, 'चौलागा'],
  ['2083-01-05', 1146, 'वछलाथ्व'],
  ['2083-01-19', 1146, 'वछलागा'],
  ['2083-02-03', 1146, 'अनलाथ्व'],
  ['2083-02-18', 1146, 'अनलागा'],
  ['2083-03-02', 1146, 'तछलाथ्व'],
  ['2083-03-16', 1146, 'तछलागा'],
  ['2083-03-31', 1146, 'दिल्लाथ्व'],
  ['2083-04-14', 1146, 'दिल्लागा'],
  ['2083-04-28', 1146, 'गुंलाथ्व'],
  ['2083-05-13', 1146, 'गुंलागा'],
  ['2083-05-27', 1146, 'ञँलाथ्व'],
  ['2083-06-11', 1146, 'ञँलागा'],
  ['2083-06-25', 1146, 'कौलाथ्व'],
  ['2083-07-10', 1146, 'कौलागा'],
  ['2083-07-24', 1147, 'कछलाथ्व'],
  ['2083-08-09', 1147, 'कछलागा'],
  ['2083-08-23', 1147, 'थिंल्लाथ्व'],
  ['2083-09-10', 1147, 'थिंल्लागा'],
  ['2083-09-24', 1147, 'पोहेलाथ्व'],
  ['2083-10-09', 1147, 'पोहेलागा'],
  ['2083-10-24', 1147, 'सिल्लाथ्व'],
  ['2083-11-09', 1147, 'सिल्लागा'],
  ['2083-11-25', 1147, 'चिल्लाथ्व'],
  ['2083-12-09', 1147, 'चिल्लागा'],
  ['2083-12-24', 1147, 'चौलाथ्व'],
];

const bs = (iso: string) => {
  const [year = 0, month = 0, day = 0] = iso.split('-').map(Number);
  return { year, month, day };
};
const ns = (iso: string) => panchang(bsToAd(bs(iso))).nepalSambat;

describe('Nepal Sambat as the committee prints it', () => {
  it.each(HEADERS)('heads the page from %s with NS %i %s', (date, year, printed) => {
    expect(ns(date)).toMatchObject({ year, printed: { nameNe: printed } });
  });

  it('opens a new half-month exactly on the page-header days of 2082–2083', () => {
    const starts: string[] = [];
    let previous = '';
    for (const year of [2082, 2083]) {
      for (let month = 1; month <= 12; month += 1) {
        for (let day = 1; day <= daysInBsMonth(year, month); day += 1) {
          const { year: nsYear, printed } = panchang(bsToAd({ year, month, day })).nepalSambat;
          const key = `${nsYear} ${printed.nameNe}`;
          if (key !== previous)
            starts.push(
              `${year}-${`${month}`.padStart(2, '0')}-${`${day}`.padStart(2, '0')} ${key}`,
            );
          previous = key;
        }
      }
    }
    expect(starts).toEqual(HEADERS.map(([date, year, printed]) => `${date} ${year} ${printed}`));
  });

  it('writes the day as "1147 कछलाथ्व पारु" and transliterates it for English', () => {
    const day = ns('2083-07-24');
    expect([day.year, day.printed.nameNe, day.tithiName.nameNe]).toEqual([1147, 'कछलाथ्व', 'पारु']);
    expect([day.printed.name, day.tithiName.name]).toEqual(['Kachhalathwa', 'Paru']);
    expect(ns('2083-07-25').tithiName.nameNe).toBe('द्वितीया');
  });

  it('names the intercalary month Anala, flagged adhik, in both halves', () => {
    expect(ns('2083-02-10')).toMatchObject({
      lunarMonth: { name: 'Anala', nameNe: 'अनला' },
      adhik: true,
      printed: { name: 'Analathwa', nameNe: 'अनलाथ्व' },
    });
    expect(ns('2083-02-20')).toMatchObject({ adhik: true, printed: { nameNe: 'अनलागा' } });
    expect(ns('2083-03-10')).toMatchObject({ adhik: false, lunarMonth: { nameNe: 'तछला' } });
  });

  it('uses the committee spelling of every month', () => {
    const months = HEADERS.filter(([, , p]) => p.endsWith('थ्व')).map(([, , p]) => p.slice(0, -3));
    expect([...new Set(months)].join(' ')).toBe(
      'वछला तछला दिल्ला गुंला ञँला कौला कछला थिंल्ला पोहेला सिल्ला चिल्ला चौला अनला',
    );
  });
});
