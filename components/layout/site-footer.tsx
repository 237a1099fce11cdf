import { CalendarPlus, Code2, Mail, MapPin } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/server-link';
import { CONTACT_EMAIL, SOCIAL_LINKS } from '@/lib/site';
import { footerLinks } from '@/lib/urls/page-table';
import { INFO_PAGES } from '@/components/site-info/info-page';
import { FacebookIcon, InstagramIcon, TwitterIcon } from './social-icons';

interface FooterProps {
  /** This AD year for the copyright, in the page's digits (Devanagari on Nepali pages). */
  yearLabel: string;
  /** This BS year in Nepal: its calendar and holidays are the pages readers look for most. */
  bsYear: number;
  bsYearLabel: string;
}

export function SiteFooter({ yearLabel, bsYear, bsYearLabel }: FooterProps) {
  const t = useTranslations('Footer');
  const tInfo = useTranslations('SiteInfo');
  const brand = useTranslations('Metadata')('brand');
  const columns = [
    {
      title: t('quickLinks'),
      links: footerLinks('quickLinks').flatMap(({ key, label, href }) => {
        const link = { href, label: t(label) };
        if (key !== 'calendar') return [link];
        return [
          link,
          { href: `${href}/${bsYear}`, label: t('yearCalendar', { year: bsYearLabel }) },
          { href: `${href}/${bsYear}/holidays`, label: t('yearHolidays', { year: bsYearLabel }) },
        ];
      }),
    },
    {
      title: t('resources'),
      links: footerLinks('resources').map(({ label, href }) => ({ href, label: t(label) })),
    },
  ];
  return (
    <footer className="bg-muted/40 below-fold mt-16 border-t [--fold-size:92rem] md:[--fold-size:54rem] lg:[--fold-size:34rem]">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-5 lg:gap-8">
        <div className="space-y-3 lg:col-span-2">
          <p className="text-primary text-lg font-bold">{brand}</p>
          <p className="text-sm font-medium">{t('tagline')}</p>
          <p className="text-muted-foreground text-sm">{t('blurb')}</p>
          <section aria-labelledby="stay-updated" className="bg-card rounded-lg border p-4">
            <h2 id="stay-updated" className="font-semibold">
              {t('stayUpdated')}
            </h2>
            <p className="text-muted-foreground mt-1 text-sm">{t('stayUpdatedBody')}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <a
                href="/api/v1/calendar.ics"
                className="bg-primary text-primary-foreground hover:bg-primary/90 inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium"
              >
                <CalendarPlus className="size-4" aria-hidden="true" />
                {t('subscribeCalendar')}
              </a>
              <Link
                href="/api"
                className="hover:bg-accent inline-flex items-center gap-1.5 rounded-md border px-3 py-1.5 text-sm font-medium"
              >
                <Code2 className="size-4" aria-hidden="true" />
                {t('useApi')}
              </Link>
            </div>
          </section>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="mb-3 font-semibold">{column.title}</h2>
            <ul className="space-y-2">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="link-muted">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="mb-3 font-semibold">{t('connect')}</h2>
          <ul className="space-y-2">
            {[
              { href: SOCIAL_LINKS.facebook, label: 'Facebook', Icon: FacebookIcon },
              { href: SOCIAL_LINKS.twitter, label: 'Twitter', Icon: TwitterIcon },
              { href: SOCIAL_LINKS.instagram, label: 'Instagram', Icon: InstagramIcon },
            ].map(({ href, label, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="link-muted inline-flex items-center gap-2"
                >
                  <Icon className="size-4" />
                  {label}
                </a>
              </li>
            ))}
            <li>
              <a
                href={`mailto:${CONTACT_EMAIL}`}
                className="link-muted inline-flex max-w-full items-center gap-2"
              >
                <Mail className="size-4 shrink-0" aria-hidden="true" />
                {/* A long address wraps at any point rather than overflow a narrow column. */}
                <span className="min-w-0 [overflow-wrap:anywhere]">{CONTACT_EMAIL}</span>
              </a>
            </li>
            <li className="text-muted-foreground inline-flex items-center gap-2 text-sm">
              <MapPin className="size-4" aria-hidden="true" />
              {t('location')}
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t">
        <div className="text-muted-foreground mx-auto flex max-w-6xl flex-col gap-1 px-4 py-4 text-xs md:flex-row md:justify-between">
          <p>{t('copyright', { year: yearLabel })}</p>
          <nav aria-label={tInfo('legalNavigation')}>
            <ul className="flex flex-wrap gap-4">
              {INFO_PAGES.map((page) => (
                <li key={page.key}>
                  <Link href={page.path} className="link-muted">
                    {tInfo(page.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p>{t('sources')}</p>
        </div>
      </div>
    </footer>
  );
}
