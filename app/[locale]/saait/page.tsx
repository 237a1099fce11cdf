import { getLocale } from 'next-intl/server';
import { redirect } from '@/i18n/server-navigation';
import { currentBsYear } from '@/lib/time/bs-today';

// The current year depends on the request time in Nepal, never the build date.
export const dynamic = 'force-dynamic';

/** /saait → this BS year's saait in Nepal time. */
export default async function SaaitRedirect() {
  const locale = await getLocale();
  redirect({ href: `/saait/${currentBsYear()}`, locale });
}
