import {
  ArrowRight,
  CalendarDays,
  Coins,
  Keyboard,
  Flame,
  Landmark,
  Repeat,
  Sparkles,
  Sprout,
} from '@/components/ui/icons';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { HomeCalendarSection } from '@/components/calendar/home-calendar-section';
import { ConverterPromo } from '@/components/converter/converter-promo';
import { HomeMarketSection } from '@/components/home/home-market';
import { RashifalTeaser } from '@/components/rashifal/home-teaser';
import { SaaitTeaser } from '@/components/saait/home-teaser';
import { JsonLd } from '@/components/seo/json-ld';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Link } from '@/i18n/server-link';
import { getHomeMarket } from '@/lib/market/home-market';
import { websiteJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_URL } from '@/lib/site';
import { PAGES } from '@/lib/urls/page-table';

export async function homeMetadata(): Promise<Metadata> {
  const t = await getTranslations('Metadata');
  // The home title is the brand alone (the layout's default title).
  return pageMetadata({
    locale: await getLocale(),
    path: '/',
    description: t('description'),
  });
}

const FEATURES = (
  [
    ['calendar', 'calendar', CalendarDays],
    ['converter', 'converter', Repeat],
    ['vegetables', 'vegetables', Sprout],
    ['metals', 'metals', Coins],
    ['rashifal', 'rashifal', Sparkles],
    ['forex', 'forex', Landmark],
    ['typing', 'nepaliUnicode', Keyboard],
    ['fuel', 'fuel', Flame],
  ] as const
).map(([key, page, Icon]) => ({ key, href: PAGES[page].path, Icon }));

export async function HomeScreen() {
  const locale = await getLocale();
  const t = await getTranslations('HomePage');
  const tm = await getTranslations('Metadata');
  const market = await getHomeMarket();
  return (
    <>
      <JsonLd
        data={websiteJsonLd({
          name: tm('brand'),
          url: `${SITE_URL}/${locale}`,
          inLanguage: locale,
          searchUrl: `${SITE_URL}/${locale}/search`,
        })}
      />
      <section className="hero-wash">
        <div className="mx-auto max-w-6xl px-4 py-16 md:py-24">
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight md:text-5xl">
            {t('heroTitle')}
          </h1>
          <p className="text-muted-foreground mt-4 max-w-2xl text-lg">{t('heroBody')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/calendar" className={buttonVariants({ size: 'lg' })}>
              <CalendarDays aria-hidden="true" />
              {t('openCalendar')}
            </Link>
            <a href="#features" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              {t('exploreFeatures')}
            </a>
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 pt-12">
        <HomeCalendarSection locale={locale} />
      </section>
      <div className="mx-auto max-w-6xl px-4 pt-12">
        <HomeMarketSection locale={locale} market={market} />
      </div>
      {/* From here on a phone is more than a screen below the fold: these sections are skipped
          until scrolled near (`below-fold`), held at about 1.2x the tallest height measured in
          either language at 320-1280 px; the rashifal cards' text changes every day. */}
      <section className="below-fold mx-auto max-w-6xl px-4 pt-12 [--fold-size:130rem] sm:[--fold-size:68rem] lg:[--fold-size:44rem]">
        <RashifalTeaser locale={locale} />
      </section>
      <section className="below-fold mx-auto max-w-6xl px-4 pt-12 [--fold-size:20rem] sm:[--fold-size:14rem]">
        <SaaitTeaser locale={locale} />
      </section>
      <section className="below-fold mx-auto max-w-6xl px-4 pt-12 [--fold-size:40rem] sm:[--fold-size:24rem]">
        <ConverterPromo locale={locale} />
      </section>
      <section
        id="features"
        aria-labelledby="features-title"
        className="below-fold mx-auto max-w-6xl scroll-mt-20 px-4 py-12 [--fold-size:116rem] sm:[--fold-size:68rem] lg:[--fold-size:54rem]"
      >
        <h2 id="features-title" className="text-2xl font-bold">
          {t('featuresTitle')}
        </h2>
        <p className="text-muted-foreground mt-2">{t('featuresBody')}</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ key, href, Icon }) => (
            <li key={key}>
              <Link href={href} className="group block h-full rounded-xl focus-visible:outline-2">
                <Card className="h-full transition-shadow group-hover:shadow-md">
                  <CardHeader>
                    <Icon className="text-primary size-8" aria-hidden="true" />
                    <CardTitle className="mt-2 flex items-center gap-1">
                      {t(`features.${key}.title`)}
                      <ArrowRight
                        className="size-4 opacity-0 transition-opacity group-hover:opacity-100"
                        aria-hidden="true"
                      />
                    </CardTitle>
                    <CardDescription>{t(`features.${key}.body`)}</CardDescription>
                  </CardHeader>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-6">
          <a href="#features" className={buttonVariants({ variant: 'link' })}>
            {t('exploreAll')}
          </a>
        </p>
        <p className="text-muted-foreground mt-2">
          {t.rich('widgetsNote', {
            link: (chunks) => (
              <Link
                href="/widgets"
                className="text-primary font-medium underline-offset-4 hover:underline"
              >
                {chunks}
              </Link>
            ),
          })}
        </p>
      </section>
    </>
  );
}
