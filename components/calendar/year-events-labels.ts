import { getTranslations } from 'next-intl/server';
import type { YearEventsLabels } from './year-events-panel';

/** The Year Events tab's texts, translated on the server; templates are filled in the browser. */
export async function yearEventsLabels(): Promise<YearEventsLabels> {
  const t = await getTranslations('CalendarPage.yearEvents');
  const to = await getTranslations('YearOverview');
  const tc = await getTranslations('Common');
  return {
    loading: tc('loading'),
    error: (await getTranslations('YearEventsPanel'))('error'),
    retry: tc('tryAgain'),
    list: {
      title: t.raw('title') as string,
      source: {
        official: t.raw('official') as string,
        partial: t.raw('partial') as string,
        computed: t.raw('computed') as string,
      },
      empty: t('empty'),
      emptyHint: t('emptyHint'),
      noMonthEvents: t('noMonthEvents'),
      badge: {
        holiday: t('badge.holiday'),
        festival: t('badge.festival'),
        birthday: t('badge.birthday'),
        event: t('badge.event'),
      },
    },
    overview: {
      title: to.raw('title') as string,
      description: to.raw('description') as string,
      highlights: to('highlights'),
      majorByType: to('majorByType'),
      types: {
        national: to('types.national'),
        religious: to('types.religious'),
        cultural: to('types.cultural'),
        community: to('types.community'),
        international: to('types.international'),
      },
    },
  };
}
