import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/server-link';
import { PAGES } from '@/lib/urls/page-table';

/** 'Explore Other Tools'. */
export async function ExploreTools() {
  const t = await getTranslations('CalendarPage');
  const tools = [
    // The canonical paths, not their aliases (/vegetables, /date-converter, /rashifal).
    { href: PAGES.vegetables.path, label: t('exploreTools.vegetables') },
    { href: PAGES.converter.path, label: t('exploreTools.converter') },
    { href: PAGES.rashifal.path, label: t('exploreTools.rashifal') },
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
