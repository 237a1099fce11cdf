import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { Link } from '@/i18n/server-link';
import { formatClock, localeDigits, type BsDate } from '@/lib/bs';
import { saaitYear, SAAIT_KINDS, type SaaitYearDay } from '@/lib/saait';
import { formatIsoDate } from '@/lib/bs';
import { lagnaWords, reasonWords } from './format';

/** The day page's list of the ceremonies the day is a saait for, and why. */
export async function DaySaait({ bs, locale }: { bs: BsDate; locale: Locale }) {
  const t = await getTranslations('DaySaait');
  const tp = await getTranslations('SaaitPage');
  const iso = formatIsoDate(bs);
  const entries = SAAIT_KINDS.flatMap((kind) => {
    const day = saaitYear(bs.year, kind).days.find((d) => d.date === iso);
    return day ? [{ kind, day }] : [];
  });
  const line = (kind: (typeof SAAIT_KINDS)[number], day: SaaitYearDay) => {
    const words = reasonWords(day, locale);
    const common = {
      kind: tp(`kinds.${kind}`),
      basis: tp(day.basis),
      nakshatra: words.nakshatra,
      tithi: words.tithi,
      yoga: words.yoga,
      karana: words.karana,
    };
    const lagna = lagnaWords(day, locale);
    return lagna
      ? t('entryLagna', { ...common, ...lagna })
      : t('entry', { ...common, time: formatClock(day.reasons.at, locale) });
  };
  return (
    <section
      aria-labelledby="saait-title"
      className="rounded-xl border p-4"
      data-testid="day-saait"
    >
      <h2 id="saait-title" className="mb-3 text-xl font-semibold">
        {t('title')}
      </h2>
      {entries.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('none')}</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {entries.map(({ kind, day }) => (
            <li key={kind} data-kind={kind} data-basis={day.basis}>
              {line(kind, day)}
              {day.source ? (
                <>
                  {' '}
                  <a href={day.source.url} rel="noopener" className="underline">
                    {day.source.publication}
                  </a>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm">
        <Link href={`/saait/${bs.year}`} className="underline">
          {t('yearLink', { year: localeDigits(bs.year, locale) })}
        </Link>
      </p>
    </section>
  );
}
