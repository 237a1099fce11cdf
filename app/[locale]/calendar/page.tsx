import { getLocale } from 'next-intl/server';
import { redirect } from '@/i18n/server-navigation';
import { BS_MONTHS } from '@/lib/bs';
import { parseCalendarParams } from '@/lib/calendar/params';
import { todayBs } from '@/lib/time/bs-today';

// Today depends on the request time in Nepal, never the build date.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /calendar → this BS month in Nepal time; `?year=&month=` (no-JS month picker) → that month. */
export default async function CalendarRedirect({ searchParams }: Props) {
  const locale = await getLocale();
  const { year, month } = await searchParams;
  const picked =
    typeof year === 'string' && typeof month === 'string' ? parseCalendarParams(year, month) : null;
  const target = picked ?? todayBs();
  redirect({ href: `/calendar/${target.year}/${BS_MONTHS[target.month - 1]!.slug}`, locale });
}
