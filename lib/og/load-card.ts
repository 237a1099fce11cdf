import 'server-only';
import { getTranslations } from 'next-intl/server';
import { currencyNames } from '@/lib/forex/currency-names';
import { formatMoney, publicationDates } from '@/lib/market/format';
import { unitNamer } from '@/lib/market/vegetable-rows';
import type { Locale } from '@/i18n/routing';
import { adToBs, formatAdIsoDate, formatBsDate, localeDigits } from '@/lib/bs';
import { buildCalendarDay } from '@/lib/calendar/day';
import { buildCalendarMonth } from '@/lib/calendar/month';
import { yearHolidays } from '@/lib/calendar/year-holidays';
import { yearNames } from '@/lib/calendar/year-page';
import { loadForexLatest } from '@/lib/market/forex';
import { loadMetalsLatest } from '@/lib/market/metals';
import { getVegetableMarket } from '@/lib/market/vegetable-data';
import { dailyRashifal, type SignKey } from '@/lib/rashifal';
import type { InfoKey, MarketKey, OgTarget } from '@/lib/seo/og';
import { SITE_URL } from '@/lib/site';
import { todayInNepal, todayIsoInNepal } from '@/lib/time';
import { bsMonthName, localized, weekdayNames } from '@/lib/i18n/format';
import { vegetableName } from '@/lib/market/vegetable-view';
import type { FrameTexts, OgCard, OgRow } from './types';

// Each page's image, from the data the page reads (calendar core, market store via lib/market,
// rashifal), in its language: lib/bs names, the page's digits, other words from messages (Og).

type Og = Awaited<ReturnType<typeof getTranslations<'Og'>>>;

function monthCard(year: number, month: number, locale: Locale, t: Og): OgCard {
  const view = buildCalendarMonth(year, month);
  const today = adToBs(todayInNepal());
  const inMonth = today.year === year && today.month === month;
  const first = view.days[0]!.ad;
  const last = view.days.at(-1)!.ad;
  return {
    kind: 'month',
    title: t('monthTitle', {
      month: bsMonthName(month, locale),
      year: localeDigits(year, locale),
    }),
    lines: [
      t('adSpan', { start: formatAdIsoDate(first, locale), end: formatAdIsoDate(last, locale) }),
      ...(inMonth ? [t('today', { date: formatBsDate(today, locale, 'long') })] : []),
    ],
    weekdays: weekdayNames(locale, 'short'),
    leadingBlanks: view.leadingBlanks,
    days: view.days.map((day) => ({
      label: localeDigits(day.bs.day, locale),
      red: day.status !== 'working-day',
      today: inMonth && day.bs.day === today.day,
    })),
  };
}

/** The year and year-holidays pages' image: the year's span, holiday count, Dashain and Tihar. */
async function yearCard(year: number, holidays: boolean, locale: Locale): Promise<OgCard> {
  const t = await getTranslations({ locale, namespace: 'YearPage' });
  const n = yearNames(year, locale);
  const { rows } = yearHolidays(year);
  const range = (id: string) => {
    const row = rows.find((r) => r.id === id);
    return row
      ? [
          {
            label: localized(row, locale),
            value: t('holidays.range', {
              start: formatBsDate(row.start.bs, locale),
              end: formatBsDate(row.end.bs, locale),
            }),
          },
        ]
      : [];
  };
  return {
    kind: 'day',
    title: holidays ? t('holidays.heading', { year: n.year }) : t('heading', { year: n.year }),
    subtitle: t('adSpan', { start: n.start, end: n.end }),
    rows: [...range('dashain'), ...range('tihar')],
    events: [
      t('holidayCount', {
        count: n.overview.holidayDays,
        n: localeDigits(n.overview.holidayDays, locale),
      }),
    ],
  };
}

async function dayCard(bs: { year: number; month: number; day: number }, locale: Locale, t: Og) {
  const tp = await getTranslations({ locale, namespace: 'CalendarPage.modal.paksha' });
  const day = buildCalendarDay(bs);
  const tithi = day.panchang.tithi;
  const card: OgCard = {
    kind: 'day',
    title: formatBsDate(bs, locale),
    subtitle: t('dayAd', { ad: formatAdIsoDate(day.ad, locale, 'long') }),
    rows: [
      {
        label: t('tithi'),
        value: t('tithiValue', {
          tithi: localized(tithi, locale),
          paksha: tp(tithi.paksha),
        }),
      },
    ],
    events: day.events.slice(0, 2).map((e) => localized(e, locale)),
  };
  return card;
}

function converterCard(target: Extract<OgTarget, { kind: 'converter' }>, locale: Locale, t: Og) {
  const bsRow = (bs: { year: number; month: number; day: number }): OgRow => ({
    label: t('bsLabel'),
    value: formatBsDate(bs, locale, 'long'),
  });
  const adRow = (iso: string): OgRow => ({
    label: t('adLabel'),
    value: formatAdIsoDate(iso, locale, 'long'),
  });
  if (!target.result) {
    const today = todayInNepal();
    return {
      kind: 'pair',
      heading: t('converterToday'),
      from: bsRow(adToBs(today)),
      to: adRow(todayIsoInNepal()),
    } satisfies OgCard;
  }
  const { from, value } = target.result;
  const bs = { year: value.bs.year, month: value.bs.month, day: value.bs.day };
  return {
    kind: 'pair',
    heading: t('converterResult', { from }),
    from: from === 'bs' ? bsRow(bs) : adRow(value.ad),
    to: from === 'bs' ? adRow(value.ad) : bsRow(bs),
  } satisfies OgCard;
}

function noData(t: Og): OgCard {
  return { kind: 'message', title: t('noDataTitle'), body: t('noDataBody') };
}

async function marketCard(market: MarketKey, locale: Locale, t: Og): Promise<OgCard> {
  const asOf = (iso: string) => {
    const dates = publicationDates(iso, locale);
    return t('asOf', { bs: dates.bs, ad: dates.ad });
  };
  if (market === 'metals') {
    const latest = await loadMetalsLatest();
    if (latest.status !== 'ok') return noData(t);
    const tola = (metal: 'gold' | 'silver', grade: string) =>
      latest.day.prices.find(
        (p) => p.metal === metal && p.grade === grade && p.unit === 'tola' && p.price > 0,
      );
    const gold = tola('gold', 'fine');
    const rows = [
      ['tejabiPerTola', tola('gold', 'tejabi')],
      ['silverPerTola', tola('silver', 'standard')],
    ] as const;
    return {
      kind: 'headline',
      caption: t('fineGoldPerTola'),
      figure: gold ? formatMoney(gold.price, locale) : '–',
      rows: rows.flatMap(([key, p]) =>
        p ? [{ label: t(key), value: formatMoney(p.price, locale) }] : [],
      ),
      footnote: asOf(latest.day.date),
    };
  }
  if (market === 'forex') {
    const latest = await loadForexLatest();
    if (latest.status !== 'ok') return noData(t);
    const { rates } = latest.day;
    const usd = rates.find((r) => r.iso3 === 'USD');
    // People quote the US dollar's selling rate; the euro and the pegged Indian rupee follow.
    const currencyName = await currencyNames(locale);
    const rate = (r: (typeof rates)[number]): OgRow => ({
      label: t('perUnit', {
        unit: localeDigits(r.unit, locale),
        name: currencyName(r.iso3, r.name),
      }),
      value: t('buySell', { buy: formatMoney(r.buy, locale), sell: formatMoney(r.sell, locale) }),
    });
    return {
      kind: 'headline',
      caption: usd ? t('usdCaption') : t('forexCaption'),
      figure: usd ? formatMoney(usd.sell, locale) : t('currencyCount', { count: rates.length }),
      rows: [
        ...(usd ? [{ label: t('buyingRate'), value: formatMoney(usd.buy, locale) }] : []),
        ...rates.filter((r) => r.iso3 === 'EUR' || r.iso3 === 'INR').map(rate),
      ],
      footnote: `${t('currencyCount', { count: rates.length })} · ${asOf(latest.day.date)}`,
    };
  }
  const veg = await getVegetableMarket().catch((error: unknown) => {
    console.error('og image: the vegetable store could not be read:', error);
    return null;
  });
  if (!veg || veg.items.length === 0) return noData(t);
  const unit = await unitNamer(locale);
  return {
    kind: 'headline',
    caption: t('vegetablesCaption'),
    figure: t('itemCount', { count: veg.items.length }),
    rows: veg.items.slice(0, 3).map((item) => ({
      label: vegetableName(item, locale).primary,
      value: t('pricePerUnit', { price: formatMoney(item.avg, locale), unit: unit(item).text }),
    })),
    footnote: asOf(veg.date),
  };
}

async function rashifalCard(locale: Locale, t: Og, sign?: SignKey): Promise<OgCard> {
  const tone = await getTranslations({ locale, namespace: 'RashifalPage.tone' });
  const day = dailyRashifal(todayInNepal());
  const name = (s: { name: string; nameNe: string }) => localized(s, locale);
  const date = formatBsDate(day.bs, locale, 'long');
  if (sign) {
    const reading = day.signs.find((s) => s.sign.key === sign)!;
    return {
      kind: 'sign',
      title: name(reading.sign),
      subtitle: t('signDate', { date, moon: name(day.moonSign) }),
      tone: reading.tone,
      toneLabel: tone(reading.tone),
      body: reading.themes.general[locale],
    };
  }
  return {
    kind: 'signs',
    title: t('rashifalTitle', { date }),
    subtitle: t('moonSign', { moon: name(day.moonSign) }),
    signs: day.signs.map((s) => ({ name: name(s.sign), tone: s.tone, toneLabel: tone(s.tone) })),
  };
}

async function infoCard(page: InfoKey, locale: Locale): Promise<OgCard> {
  const namespace = {
    api: 'ApiPage',
    faq: 'SiteInfo.FaqPage',
    privacy: 'SiteInfo.PrivacyPage',
    terms: 'SiteInfo.TermsPage',
    widgets: 'WidgetsPage',
    nepaliUnicode: 'Typing.pages.romanized',
    preetiToUnicode: 'Typing.pages.preeti',
    unicodeToPreeti: 'Typing.pages.unicode',
  } as const;
  const tp = await getTranslations({ locale, namespace: namespace[page] });
  const t = await getTranslations({ locale, namespace: 'Og' });
  return { kind: 'message', title: tp('heading'), body: t(`info.${page}`) };
}

export async function loadOgCard(
  target: OgTarget,
  locale: Locale,
): Promise<{ card: OgCard; frame: FrameTexts }> {
  const t = await getTranslations({ locale, namespace: 'Og' });
  const brand = (await getTranslations({ locale, namespace: 'Metadata' }))('brand');
  const frame = (section: string): FrameTexts => ({
    brand,
    section,
    host: new URL(SITE_URL).host,
  });
  switch (target.kind) {
    case 'home': {
      const today = adToBs(todayInNepal());
      return {
        card: monthCard(today.year, today.month, locale, t),
        frame: frame(t('sections.calendar')),
      };
    }
    case 'month':
      return {
        card: monthCard(target.year, target.month, locale, t),
        frame: frame(t('sections.calendar')),
      };
    case 'day':
      return { card: await dayCard(target.bs, locale, t), frame: frame(t('sections.calendar')) };
    case 'year':
      return {
        card: await yearCard(target.year, target.holidays, locale),
        frame: frame(t('sections.calendar')),
      };
    case 'converter':
      return { card: converterCard(target, locale, t), frame: frame(t('sections.converter')) };
    case 'market':
      return {
        card: await marketCard(target.market, locale, t),
        frame: frame(t(`sections.${target.market}`)),
      };
    case 'rashifal':
      return { card: await rashifalCard(locale, t), frame: frame(t('sections.rashifal')) };
    case 'sign':
      return {
        card: await rashifalCard(locale, t, target.sign),
        frame: frame(t('sections.rashifal')),
      };
    case 'info':
      return { card: await infoCard(target.page, locale), frame: frame(t('sections.info')) };
  }
}
