import { getTranslations } from 'next-intl/server';
import type { CSSProperties } from 'react';
import type { Locale } from '@/i18n/routing';
import { Link } from '@/i18n/server-link';
import { BS_MONTHS, formatBsDate, localeDigits } from '@/lib/bs';
import { localized } from '@/lib/i18n/format';
import type { SaaitYear } from '@/lib/saait';
import { cn } from '@/lib/utils';
import { bsText, dayPath, lagnaWords, reasonWords } from './format';

/*
 * Upper bounds of a section's height, for holding it while it is skipped (`below-fold` in
 * app/globals.css), from its number of days in each month. Measured without a system Noto face
 * (wider Latin and Devanagari fallbacks): the longest day line is 401 px unwrapped and a month's
 * card is at least 262 px wide inside, so a line wraps at most once: 44 px a day with its gap. A
 * card's border, padding and heading take 50 px; a month without days shows a 20 px line. The
 * heading, notes and the closed stretches took at most 250 px on a 320 px phone and 166 px from
 * sm up; the grid's gap is 16 px.
 */
const HEAD = { phone: 300, wide: 220 };
const CARD_CHROME = 50;
const DAY_LINE = 44;
const EMPTY_CARD = 70;
const GRID_GAP = 16;
const NO_DAYS_LINE = 60;

function gridHeight(cards: number[], columns: number): number {
  let height = 0;
  for (let i = 0; i < cards.length; i += columns)
    height += Math.max(...cards.slice(i, i + columns)) + (i > 0 ? GRID_GAP : 0);
  return height;
}

function foldSizes(daysPerMonth: number[]): CSSProperties {
  const cards = daysPerMonth.map((n) => (n === 0 ? EMPTY_CARD : CARD_CHROME + n * DAY_LINE));
  const tail = daysPerMonth.every((n) => n === 0) ? NO_DAYS_LINE : 0;
  const size = (head: number, columns: number) => `${head + gridHeight(cards, columns) + tail}px`;
  return {
    '--fold-1': size(HEAD.phone, 1),
    '--fold-2': size(HEAD.wide, 2),
    '--fold-3': size(HEAD.wide, 3),
  } as CSSProperties;
}

/**
 * One kind's saait of a year: the closed stretches, then month by month, each day linked. A year
 * page has six of these, several screens each; all but the first are skipped until scrolled near
 * (`held`), since laying them out as the document streamed in was most of the page's blocking
 * time on a phone.
 */
export async function KindSection({
  saait,
  locale,
  held = false,
}: {
  saait: SaaitYear;
  locale: Locale;
  held?: boolean;
}) {
  const t = await getTranslations('SaaitPage');
  const id = `kind-${saait.kind}`;
  const sources = saait.published;
  const months = BS_MONTHS.map((month, i) => ({
    month,
    days: saait.days.filter((d) => Number(d.date.slice(5, 7)) === i + 1),
  }));
  return (
    <section
      aria-labelledby={id}
      id={saait.kind}
      className={cn(
        'scroll-mt-20 space-y-4',
        held &&
          'below-fold [--fold-size:var(--fold-1)] sm:[--fold-size:var(--fold-2)] lg:[--fold-size:var(--fold-3)]',
      )}
      style={held ? foldSizes(months.map(({ days }) => days.length)) : undefined}
      data-testid="saait-kind"
    >
      <h2 id={id} className="text-2xl font-bold">
        {t(`kinds.${saait.kind}`)}{' '}
        <span className="text-muted-foreground text-base font-normal">
          {t('dayCount', {
            count: saait.days.length,
            countText: localeDigits(saait.days.length, locale),
          })}
        </span>
      </h2>
      <p className="text-muted-foreground text-sm">
        {t('rulesNote', { rules: t(`rulesSource.${saait.kind}`) })}{' '}
        {saait.kind === 'bibaha' ? <>{t('lagnaNote')} </> : null}
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
        {months.map(({ month, days }) => (
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
                  const lagna = lagnaWords(day, locale);
                  return (
                    <li key={day.date} data-basis={day.basis}>
                      <Link href={dayPath(day)} className="underline-offset-2 hover:underline">
                        {t(lagna ? 'dayLinkLagna' : 'dayLink', {
                          date: localeDigits(Number(day.date.slice(8)), locale),
                          weekday: words.weekday,
                          nakshatra: words.nakshatra,
                          tithi: words.tithi,
                          ...lagna,
                        })}
                      </Link>{' '}
                      <span className="text-muted-foreground text-xs">({t(day.basis)})</span>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        ))}
      </div>
      {saait.days.length === 0 ? (
        <p className="text-sm">{t('noDaysYear', { year: localeDigits(saait.year, locale) })}</p>
      ) : null}
    </section>
  );
}
