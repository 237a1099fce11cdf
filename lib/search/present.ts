/** Hits as the page and the API show them, in the reader's language. */
import { createTranslator } from 'next-intl';
import { localizeHref } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import type { SearchResultBody } from '@/lib/api/schemas/search';
import { BS_MONTHS, formatAdIsoDate, formatBsDate, localeDigits, type BsDate } from '@/lib/bs';
import { buildCalendarDay } from '@/lib/calendar/day';
import type { FestivalEvent } from '@/lib/festivals';
import { formatMoney, formatNumber, localized } from '@/lib/i18n/format';
import { formatIsoDay } from '@/lib/time/civil-date';
import { PAGES } from '@/lib/urls/page-table';
import en from '@/messages/en.json';
import ne from '@/messages/ne.json';
import { SEARCH_PAGES } from './aliases';
import type { MarketSnapshot } from './entries';
import type { Hit } from './search';

const MESSAGES: Record<Locale, typeof en> = { en, ne };

export function searchTranslator(locale: Locale) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace: 'SearchPage' });
}

export type SearchTranslator = ReturnType<typeof searchTranslator>;

const dayPath = (bs: BsDate) => `/calendar/${bs.year}/${BS_MONTHS[bs.month - 1]!.slug}/${bs.day}`;

function dateOf(event: FestivalEvent, locale: Locale) {
  return {
    title: localized(event, locale),
    bs: { ...event.bs },
    ad: event.ad,
    url: localizeHref(dayPath(event.bs), locale),
  };
}

function currencyName(code: string, locale: Locale): string {
  const names: Record<string, string> = MESSAGES[locale].ForexPage.currencies;
  return names[code] ?? code;
}

/** NOC's retail prices in effect, e.g. "Petrol Rs 200.00 per litre · … (from 16 Aug 2026)". */
function fuelToday(
  fuel: NonNullable<MarketSnapshot['fuel']>,
  locale: Locale,
  t: SearchTranslator,
): string {
  const words = MESSAGES[locale].FuelPage;
  const prices = fuel.prices.map((p) => {
    const unit = p.product === 'lpg' ? words.units.cylinder : words.units.litre;
    return `${words.products[p.product]} ${formatMoney(p.price, locale)} ${unit}`;
  });
  return t('fuelToday', {
    prices: prices.join(' · '),
    date: formatAdIsoDate(fuel.date, locale, 'medium'),
  });
}

export function present(hit: Hit, locale: Locale, t: SearchTranslator): SearchResultBody {
  const href = (path: string) => localizeHref(path, locale);
  const answer = hit.answer;
  switch (hit.type) {
    case 'day': {
      const day = buildCalendarDay(hit.bs);
      const date = formatBsDate(hit.bs, locale, 'medium');
      const tithi = `${localized({ name: day.panchang.tithi.pakshaName, nameNe: day.panchang.tithi.pakshaNameNe }, locale)} ${localized(day.panchang.tithi, locale)}`;
      return {
        type: 'day',
        title: hit.relative
          ? t('day.titleRelative', { relative: t(`day.relative.${hit.relative}`), date })
          : date,
        url: href(dayPath(hit.bs)),
        description: t('day.description', {
          weekday: formatBsDate(hit.bs, locale, 'long').split(',')[0]!,
          ad: formatAdIsoDate(day.ad, locale, 'medium'),
          tithi,
        }),
        answer,
        bs: { ...hit.bs },
        ad: formatIsoDay(hit.ad),
        tithi,
        events: day.events.map((e) => localized(e, locale)),
      };
    }
    case 'month': {
      const month = BS_MONTHS[hit.month - 1]!;
      const values = { month: localized(month, locale), year: localeDigits(hit.year, locale) };
      return {
        type: 'month',
        title: t('month.title', values),
        url: href(`/calendar/${hit.year}/${month.slug}`),
        description: t('month.description', values),
        answer,
      };
    }
    case 'year': {
      const values = { year: localeDigits(hit.year, locale) };
      return {
        type: 'year',
        title: t('year.title', values),
        url: href(`/calendar/${hit.year}`),
        description: t('year.description', values),
        answer,
      };
    }
    case 'holidays': {
      const first = hit.days[0];
      return {
        type: 'holidays',
        title: hit.year
          ? t('holidays.titleYear', { year: localeDigits(hit.year.year, locale) })
          : t('holidays.title'),
        // The year's holidays page lists them all; the first is named in the description.
        url: href(first ? `/calendar/${first.bs.year}/holidays` : '/calendar'),
        description: first
          ? t('holidays.description', {
              name: localized(first, locale),
              date: formatBsDate(first.bs, locale, 'long'),
            })
          : t('holidays.none'),
        answer,
        dates: hit.days.map((e) => dateOf(e, locale)),
      };
    }
    case 'festival': {
      const name = localized(hit.name, locale);
      const main = hit.days.find((e) => e.id === hit.id) ?? hit.days.at(-1);
      const year = hit.year?.year ?? main?.bs.year;
      return {
        type: 'festival',
        title: year ? t('festival.title', { name, year: localeDigits(year, locale) }) : name,
        url: href(main ? dayPath(main.bs) : '/calendar'),
        description: main
          ? t('festival.description', {
              date: formatBsDate(main.bs, locale, 'long'),
              ad: formatAdIsoDate(main.ad, locale, 'medium'),
            })
          : hit.year
            ? t('festival.none', { name, year: localeDigits(hit.year.year, locale) })
            : t('festival.noneNext', { name }),
        answer,
        dates: hit.days.map((e) => dateOf(e, locale)),
      };
    }
    case 'vegetable': {
      const { item } = hit;
      const unit = item.unit === 'other' ? item.unitLabel : t(`vegetable.units.${item.unit}`);
      return {
        type: 'vegetable',
        title: locale === 'ne' || !item.nameEn ? item.nameNe : item.nameEn,
        url: href(`${PAGES.vegetables.path}?item=${item.id}#history`),
        description: t('vegetable.description', {
          avg: formatMoney(item.avg, locale),
          unit,
          min: formatNumber(item.min, locale),
          max: formatNumber(item.max, locale),
          date: formatAdIsoDate(hit.date, locale, 'medium'),
        }),
        answer,
        price: { min: item.min, max: item.max, avg: item.avg, unit, date: hit.date },
      };
    }
    case 'currency': {
      const { rate, iso3 } = hit;
      return {
        type: 'currency',
        title: t('currency.title', { name: currencyName(iso3, locale), code: iso3 }),
        url: href(`${PAGES.forex.path}?currency=${iso3}&amount=1#calculator`),
        description:
          rate && hit.date
            ? t('currency.description', {
                buy: formatMoney(rate.buy, locale),
                sell: formatMoney(rate.sell, locale),
                unit: localeDigits(rate.unit, locale),
                code: iso3,
                date: formatAdIsoDate(hit.date, locale, 'medium'),
              })
            : t('currency.noRate', { code: iso3 }),
        answer,
        ...(rate && hit.date
          ? {
              rate: { code: iso3, unit: rate.unit, buy: rate.buy, sell: rate.sell, date: hit.date },
            }
          : {}),
      };
    }
    case 'sign': {
      const { sign, period } = hit;
      const names = { roman: sign.nameRoman, english: sign.name, nepali: sign.nameNe };
      const reading = {
        name: locale === 'ne' ? sign.nameNe : sign.nameRoman,
        symbol: sign.symbol,
      };
      return {
        type: 'sign',
        title: period ? t(`signPeriods.${period}.title`, names) : t('sign.title', names),
        url: href(`${PAGES.rashifal.path}/${sign.key}${period ? `/${period}` : ''}`),
        description: period
          ? t(`signPeriods.${period}.description`, reading)
          : t('sign.description', reading),
        answer,
      };
    }
    case 'page':
      return {
        type: 'page',
        title: t(`pages.${hit.page}.title`),
        url: href(SEARCH_PAGES[hit.page].path),
        description: hit.fuel ? fuelToday(hit.fuel, locale, t) : t(`pages.${hit.page}.description`),
        answer,
      };
  }
}
