import { CalendarPlus, Download } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { localeDigits } from '@/lib/bs';
import type { Locale } from '@/i18n/routing';

/** 'Subscribe / Download': the year's .ics file and the always-current subscription feed. */
export async function SubscribeCard({ year, locale }: { year: number; locale: Locale }) {
  const t = await getTranslations('CalendarPage.subscribe');
  return (
    <section
      aria-labelledby="subscribe"
      className="bg-card flex flex-col gap-3 rounded-xl border p-5 md:flex-row md:items-center md:justify-between"
    >
      <div>
        <h2 id="subscribe" className="font-semibold">
          {t('title')}
        </h2>
        <p className="text-muted-foreground text-sm">{t('body')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <a
          href={`/api/v1/calendar/${year}.ics`}
          download
          className={buttonVariants({ variant: 'outline' })}
        >
          <Download aria-hidden="true" />
          {t('download', { year: localeDigits(year, locale) })}
        </a>
        <a href="/api/v1/calendar.ics" className={buttonVariants()}>
          <CalendarPlus aria-hidden="true" />
          {t('subscribe')}
        </a>
      </div>
    </section>
  );
}
