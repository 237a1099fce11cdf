import { FaqSection } from '@/components/ui/faq-section';
import { getTranslations } from 'next-intl/server';
import { BS_MONTHS, localeDigits, formatAdIsoDate } from '@/lib/bs';
import type { CalendarMonth } from '@/lib/calendar/month';
import type { Locale } from '@/i18n/routing';
import { localized } from '@/lib/i18n/format';

/** The month's FAQ, answered from the month itself (also fed to FAQPage JSON-LD). */
export async function calendarFaqEntries(view: CalendarMonth, locale: Locale) {
  const t = await getTranslations('CalendarPage.faq');
  const info = BS_MONTHS[view.month - 1]!;
  const month = localized(info, locale);
  const year = localeDigits(view.year, locale);
  const day = (iso: string) => formatAdIsoDate(iso, locale, 'long');
  const holidays = view.days
    .filter((d) => d.isHoliday)
    .map((d) => {
      const names = d.events
        .filter((e) => e.holidayFor?.includes('national'))
        .map((e) => localized(e, locale, 'title'));
      return `${names.join(', ')} (${localeDigits(d.bs.day, locale)} ${month})`;
    });
  const values = {
    month,
    year,
    days: localeDigits(view.days.length, locale),
    start: day(view.days[0]!.ad),
    end: day(view.days.at(-1)!.ad),
  };
  return [
    { question: t('q1', values), answer: t('a1', values) },
    {
      question: t('q2', values),
      answer:
        holidays.length > 0 ? t('a2', { holidays: holidays.join('; ') }) : t('q2none', values),
    },
    { question: t('q3'), answer: t('a3') },
    { question: t('q4'), answer: t('a4') },
  ];
}

export async function CalendarFaq({
  entries,
}: {
  entries: { question: string; answer: string }[];
}) {
  const t = await getTranslations('CalendarPage.faq');
  return <FaqSection title={t('title')} entries={entries} />;
}
