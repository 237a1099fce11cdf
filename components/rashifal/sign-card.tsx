import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Link } from '@/i18n/server-link';
import { houseOrdinal, PLANETS, type SignReading, signByKey } from '@/lib/rashifal';
import { type Locale, pick } from './format';
import { localeDigits } from '@/lib/bs/digits';
import { localized, otherLocale } from '@/lib/i18n/format';
import { ToneBadge } from './tone-badge';
import { PAGES } from '@/lib/urls/page-table';

/** One sign's reading today: names, element, house and tone, themes, and the sign's fixed facts. */
export async function SignCard({
  reading,
  locale,
  showLink = true,
  titleAs = 'h3',
}: {
  reading: SignReading;
  locale: Locale;
  showLink?: boolean;
  /** h2 where the card sits right under the page's h1 (the sign's own page). */
  titleAs?: 'h2' | 'h3';
}) {
  const t = await getTranslations('RashifalPage');
  const { sign, themes, notes } = reading;
  const other = `${localized(sign, otherLocale(locale))} · ${sign.nameRoman}`;
  const lord = PLANETS[sign.lord];
  return (
    <Card
      id={sign.key}
      data-testid="sign-card"
      data-sign={sign.key}
      data-house={reading.house}
      className="flex w-full scroll-mt-20 flex-col"
    >
      <CardHeader layout="row" className="items-start">
        <span aria-hidden="true" className="text-primary text-4xl leading-none">
          {sign.symbol}
        </span>
        <div className="min-w-0 flex-1">
          <CardTitle as={titleAs} size="xl">
            {localized(sign, locale)}
          </CardTitle>
          <p className="text-muted-foreground text-sm" lang={otherLocale(locale)}>
            {other}
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <Badge variant="outline">{t(`element.${sign.element}`)}</Badge>
          <ToneBadge tone={reading.tone} />
        </div>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 text-sm">
        <p className="text-muted-foreground font-medium">
          {t('house', { ordinal: pick(houseOrdinal(reading.house), locale) })}
        </p>
        <p data-testid="prediction" className="text-base">
          {pick(themes.general, locale)}
          {reading.tone === 'mixed' && notes[0] ? ` ${pick(notes[0], locale)}` : null}
        </p>
        <dl className="space-y-1">
          {(['work', 'health', 'family'] as const).map((theme) => (
            <div key={theme}>
              <dt className="inline font-semibold">{t(`themes.${theme}`)}: </dt>
              <dd className="inline">{pick(themes[theme], locale)}</dd>
            </div>
          ))}
        </dl>
        <ul className="text-muted-foreground space-y-1">
          {notes.slice(reading.tone === 'mixed' ? 1 : 0).map((note) => (
            <li key={note.en}>{pick(note, locale)}</li>
          ))}
        </ul>
        <dl className="mt-auto grid grid-cols-2 gap-x-3 gap-y-1 border-t pt-3 text-xs">
          <dt className="text-muted-foreground">{t('luckyDay')}</dt>
          <dd>{pick(sign.lucky.day, locale)}</dd>
          <dt className="text-muted-foreground">{t('luckyNumber')}</dt>
          <dd>{localeDigits(sign.lucky.number, locale)}</dd>
          <dt className="text-muted-foreground">{t('luckyColour')}</dt>
          <dd>{pick(sign.lucky.colour, locale)}</dd>
          <dt className="text-muted-foreground">{t('rulingPlanet')}</dt>
          <dd>
            {locale === 'ne' ? (
              lord.nameNe
            ) : (
              <>
                {lord.name} (<span lang="ne">{lord.nameNe}</span>)
              </>
            )}
          </dd>
          <dt className="text-muted-foreground">{t('compatible')}</dt>
          <dd>{sign.compatible.map((key) => localized(signByKey(key)!, locale)).join(', ')}</dd>
        </dl>
        {showLink ? (
          <Link
            href={`${PAGES.rashifal.path}/${sign.key}`}
            className="text-primary text-sm font-medium hover:underline"
          >
            {t('readMore', { sign: localized(sign, locale) })}
          </Link>
        ) : null}
      </CardContent>
    </Card>
  );
}
