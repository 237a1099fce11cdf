import { CloudRain, Flower2, Leaf, Snowflake, Sun } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Link } from '@/i18n/navigation';
import { BS_MONTHS, formatAdDate, parseIsoDate, toDevanagariDigits } from '@/lib/bs';
import { keyEvents, type CalendarMonth, type EventCategory } from '@/lib/calendar/month';
import { cn } from '@/lib/utils';

type Locale = 'en' | 'ne';

const CATEGORY_STYLE: Record<EventCategory, string> = {
  holiday: 'border-destructive/40 bg-destructive/5',
  festival: 'border-amber-500/40 bg-amber-50 dark:bg-amber-950/30',
  jayanti: 'border-violet-500/40 bg-violet-50 dark:bg-violet-950/30',
  day: 'border-sky-500/40 bg-sky-50 dark:bg-sky-950/30',
  religious: 'border-orange-500/40 bg-orange-50 dark:bg-orange-950/30',
  event: '',
};

const num = (n: number, locale: Locale) => (locale === 'ne' ? toDevanagariDigits(n) : String(n));
const monthLabel = (month: number, locale: Locale) =>
  locale === 'ne' ? BS_MONTHS[month - 1]!.nameNe : BS_MONTHS[month - 1]!.name;

/** 'Key Events in {month}': one card per distinct event with the days it falls on. */
export async function KeyEvents({ view, locale }: { view: CalendarMonth; locale: Locale }) {
  const t = await getTranslations('CalendarPage');
  const entries = keyEvents(view);
  const month = monthLabel(view.month, locale);
  return (
    <section aria-labelledby="key-events" className="space-y-4">
      <h2 id="key-events" className="text-2xl font-bold">
        {t('keyEvents.title', { month })}
      </h2>
      {entries.length === 0 ? (
        <div className="rounded-xl border p-6 text-center">
          <p className="font-medium">{t('keyEvents.empty')}</p>
          <p className="text-muted-foreground text-sm">{t('keyEvents.emptyHint')}</p>
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {entries.map(({ event, category, days }) => (
            <li
              key={event.id}
              className={cn('rounded-xl border p-4', CATEGORY_STYLE[category])}
              data-category={category}
            >
              <Badge variant={category === 'holiday' ? 'destructive' : 'outline'}>
                {t(`categories.${category}`)}
              </Badge>
              <p className="mt-2 font-semibold">{locale === 'ne' ? event.titleNe : event.title}</p>
              <p className="text-muted-foreground text-sm">
                {t('keyEvents.days', { month, days: days.map((d) => num(d, locale)).join(', ') })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** 'Traditional Festivals': this month's festivals with their descriptions. */
export async function TraditionalFestivals({
  festivals,
  locale,
}: {
  festivals: {
    id: string;
    title: string;
    titleNe: string;
    description: string;
    descriptionNe: string;
  }[];
  locale: Locale;
}) {
  const t = await getTranslations('CalendarPage');
  return (
    <section aria-labelledby="traditional" className="space-y-3">
      <h2 id="traditional" className="text-2xl font-bold">
        {t('traditional.title')}
      </h2>
      {festivals.length === 0 ? (
        <p className="text-muted-foreground">{t('traditional.empty')}</p>
      ) : (
        <dl className="grid gap-3 md:grid-cols-2">
          {festivals.map((festival) => (
            <div key={festival.id} className="bg-card rounded-xl border p-4">
              <dt className="font-semibold">
                {locale === 'ne' ? festival.titleNe : festival.title}
              </dt>
              <dd className="text-muted-foreground mt-1 text-sm">
                {locale === 'ne' ? festival.descriptionNe : festival.description}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function SeasonIcon({ month }: { month: number }) {
  const Icon =
    month <= 1 || month === 12
      ? Flower2
      : month <= 3
        ? Sun
        : month <= 5
          ? CloudRain
          : month <= 8
            ? Leaf
            : Snowflake;
  return <Icon className="text-primary size-10" aria-hidden="true" />;
}

/** 'About {month} Month': position, length this year, season and the month's facts. */
export async function AboutMonth({
  view,
  locale,
  festivals,
}: {
  view: CalendarMonth;
  locale: Locale;
  festivals: string[];
}) {
  const t = await getTranslations('CalendarPage');
  const key = String(view.month) as '1';
  const first = parseIsoDate(view.days[0]!.ad, 'ad');
  const last = parseIsoDate(view.days.at(-1)!.ad, 'ad');
  const span = (d: typeof first) => (d.ok ? formatAdDate(d.value, locale, 'long') : '');
  const month = monthLabel(view.month, locale);
  const facts = [
    [t('about.gregorian'), t(`facts.${key}.gregorian`)],
    [t('about.days'), num(view.days.length, locale)],
    [t('about.temperature'), t(`facts.${key}.temperature`)],
    [t('about.highlights'), t(`facts.${key}.highlights`)],
    [t('about.agriculture'), t(`facts.${key}.agriculture`)],
    [t('about.festivals'), festivals.length > 0 ? festivals.join(', ') : '—'],
  ] as const;
  return (
    <section aria-labelledby="about-month" className="space-y-4">
      <h2 id="about-month" className="text-2xl font-bold">
        {t('about.title', { month })}
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        <Card className="md:col-span-2">
          <CardContent className="space-y-3 pt-5">
            <p>
              {t('about.ordinal', {
                month: BS_MONTHS[view.month - 1]!.name,
                monthNe: BS_MONTHS[view.month - 1]!.nameNe,
                position: num(view.month, locale),
                year: num(view.year, locale),
                days: num(view.days.length, locale),
                start: span(first),
                end: span(last),
              })}
            </p>
            <p>
              <span className="font-semibold">{t('about.season')}: </span>
              {t(`seasons.${key}`)}
            </p>
            <div className="bg-muted flex items-center gap-3 rounded-lg p-3">
              <SeasonIcon month={view.month} />
              <p className="text-sm">
                <span className="font-semibold">{t('about.terai')}: </span>
                {t(`facts.${key}.temperature`)}
              </p>
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('about.facts')}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="space-y-2 text-sm">
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
      </div>
    </section>
  );
}

/** 'Explore Other Months' of the same year (canonical URLs, so search engines see one page each). */
export async function ExploreMonths({
  year,
  current,
  locale,
}: {
  year: number;
  current: number;
  locale: Locale;
}) {
  const t = await getTranslations('CalendarPage');
  return (
    <nav aria-labelledby="explore-months" className="space-y-3">
      <h2 id="explore-months" className="text-2xl font-bold">
        {t('exploreMonths')}
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6">
        {BS_MONTHS.map((m, i) => (
          <li key={m.slug}>
            <Link
              href={`/calendar/${year}/${m.slug}`}
              aria-current={i + 1 === current ? 'page' : undefined}
              className={cn(
                'hover:bg-accent block rounded-lg border px-3 py-2 text-center text-sm',
                i + 1 === current && 'bg-accent font-semibold',
              )}
            >
              {monthLabel(i + 1, locale)} {num(year, locale)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** 'Explore Other Tools'. */
export async function ExploreTools() {
  const t = await getTranslations('CalendarPage');
  const tools = [
    { href: '/vegetables', label: t('exploreTools.vegetables') },
    { href: '/date-converter', label: t('exploreTools.converter') },
    { href: '/rashifal', label: t('exploreTools.rashifal') },
  ];
  return (
    <nav aria-labelledby="explore-tools" className="space-y-3">
      <h2 id="explore-tools" className="text-2xl font-bold">
        {t('exploreTools.title')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {tools.map((tool) => (
          <li key={tool.href}>
            <Link
              href={tool.href}
              className="hover:bg-accent inline-block rounded-lg border px-4 py-2 text-sm"
            >
              {tool.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
