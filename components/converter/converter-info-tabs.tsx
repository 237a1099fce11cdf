import { getTranslations } from 'next-intl/server';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import {
  BS_MAX_YEAR,
  BS_MIN_YEAR,
  BS_MONTHS,
  bsYearConfidence,
  daysInBsMonth,
  localeDigits,
} from '@/lib/bs';
import type { Locale } from '@/i18n/routing';
import { localized, otherLocale } from '@/lib/i18n/format';
import { nepaliRun } from '@/components/i18n/nepali-run';

/** Shortest and longest length of a month across the officially published years. */
function monthLengthRange(month: number): { min: number; max: number } {
  let min = Infinity;
  let max = -Infinity;
  for (let year = BS_MIN_YEAR; year <= BS_MAX_YEAR; year++) {
    if (bsYearConfidence(year) !== 'official') continue;
    const days = daysInBsMonth(year, month);
    min = Math.min(min, days);
    max = Math.max(max, days);
  }
  return { min, max };
}

const COLUMNS = ['month', 'otherScript', 'gregorian', 'days', 'season'] as const;
const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1) as `${number}`);

/** The three informational tabs; the month table's day counts come from the published table. */
export async function ConverterInfoTabs({ locale }: { locale: Locale }) {
  const t = await getTranslations('ConverterPage');
  const num = (n: number) => localeDigits(n, locale);
  const paragraphs = (section: 'about' | 'differences', keys: string[]) =>
    keys.map((key) => (
      <p key={key} className="leading-relaxed">
        {t.rich(`${section}.${key}` as 'about.p1', nepaliRun)}
      </p>
    ));
  return (
    <Tabs defaultValue="about">
      <TabsList>
        <TabsTrigger value="about">{t('tabs.about')}</TabsTrigger>
        <TabsTrigger value="months">{t('tabs.months')}</TabsTrigger>
        <TabsTrigger value="differences">{t('tabs.differences')}</TabsTrigger>
      </TabsList>
      <TabsContent value="about" className="bg-card space-y-3 rounded-xl border p-5">
        {paragraphs('about', ['p1', 'p2', 'p3'])}
      </TabsContent>
      <TabsContent value="months" className="bg-card rounded-xl border p-5">
        <Table label={t('monthsTable.caption')} className="text-left">
          <TableCaption className="mb-3 font-semibold">{t('monthsTable.caption')}</TableCaption>
          <TableHeader>
            <TableRow className="border-b">
              {COLUMNS.map((column) => (
                <TableHead key={column} scope="col" size="flushSm">
                  {t(`monthsTable.${column}`)}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {MONTHS.map((key, i) => {
              const month = BS_MONTHS[i]!;
              const { min, max } = monthLengthRange(i + 1);
              return (
                <TableRow key={key} className="border-b last:border-0">
                  {/* The reader's own script first, the other beside it. */}
                  <TableHead scope="row" size="flushSm" className="font-medium">
                    {localized(month, locale)}
                  </TableHead>
                  <TableCell size="flushSm" lang={otherLocale(locale)}>
                    {localized(month, otherLocale(locale))}
                  </TableCell>
                  <TableCell size="flushSm">{t(`monthSpans.${key}` as 'monthSpans.1')}</TableCell>
                  <TableCell size="flushSm">
                    {min === max ? num(min) : `${num(min)}–${num(max)}`}
                  </TableCell>
                  <TableCell size="flushSm">{t(`seasons.${key}` as 'seasons.1')}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TabsContent>
      <TabsContent value="differences" className="bg-card space-y-3 rounded-xl border p-5">
        {paragraphs('differences', ['p1', 'p2', 'p3', 'p4'])}
      </TabsContent>
    </Tabs>
  );
}
