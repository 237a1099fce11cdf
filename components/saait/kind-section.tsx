import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { Link } from '@/i18n/server-link';
import { BS_MONTHS, formatBsDate, localeDigits } from '@/lib/bs';
import { localized } from '@/lib/i18n/format';
import type { SaaitYear } from '@/lib/saait';
import { bsText, dayPath, reasonWords } from './format';

/** One kind's saait of a year: the closed stretches, then month by month, each day linked. */
export async function KindSection({ saait, locale }: { saait: SaaitYear; locale: Locale }) {
  const t = await getTranslations('SaaitPage');
  const id = `kind-${saait.kind}`;
  const sources = saait.published;
  return (
    <section
      aria-labelledby={id}
      id={saait.kind}
      className="scroll-mt-20 space-y-4"
      data-testid="saait-kind"
    >
      <h2 id={id} className="text-2xl font-bold">
        {t(`kinds.${saait.kind}`)}{' '}
        <span className="text-muted-foreground text-base font-normal">
          {t('dayCount', { count: saait.days.length })}
        </span>
      </h2>
      <p className="text-muted-foreground text-sm">
        {t('rulesNote', { rules: t(`rulesSource.${saait.kind}`) })}{' '}
        {sources.length > 0
          ? t.rich('publishedNote', {
              sources: () =>
                sources.map((s, i) => (
                  <span key={s.url}>
                    {i > 0 ? ', ' : null}
                    <a href={s.url} rel="noopener" className="underline">
                      {s.publication} ({bsText(s.published, locale)})
                    </a>
                  </span>
                )),
            })
          : null}
      </p>
      {saait.closed.length > 0 ? (
        <details className="rounded-lg border p-3 text-sm">
          <summary className="cursor-pointer font-medium">{t('closedTitle')}</summary>
          <ul className="mt-2 space-y-1">
            {saait.closed.map((c) => (
              <li key={`${c.reason}-${c.from.month}-${c.from.day}`}>
                {t('closedSpan', {
                  from: formatBsDate(c.from, locale),
                  to: formatBsDate(c.to, locale),
                  reason: t(`reasons.${c.reason}`),
                })}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {BS_MONTHS.map((month, i) => {
          const days = saait.days.filter((d) => Number(d.date.slice(5, 7)) === i + 1);
          return (
            <div key={month.slug} className="rounded-xl border p-3">
              <h3 className="font-semibold">
                {localized(month, locale)} {localeDigits(saait.year, locale)}
              </h3>
              {days.length === 0 ? (
                <p className="text-muted-foreground text-sm">{t('noDays')}</p>
              ) : (
                <ul className="mt-1 space-y-1 text-sm">
                  {days.map((day) => {
                    const words = reasonWords(day, locale);
                    return (
                      <li key={day.date} data-basis={day.basis}>
                        <Link href={dayPath(day)} className="underline-offset-2 hover:underline">
                          {t('dayLink', {
                            date: localeDigits(Number(day.date.slice(8)), locale),
                            weekday: words.weekday,
                            nakshatra: words.nakshatra,
                            tithi: words.tithi,
                          })}
                        </Link>{' '}
                        <span className="text-muted-foreground text-xs">({t(day.basis)})</span>
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
          );
        })}
      </div>
      {saait.days.length === 0 ? (
        <p className="text-sm">{t('noDaysYear', { year: localeDigits(saait.year, locale) })}</p>
      ) : null}
    </section>
  );
}
