import { useLocale, useTranslations } from 'next-intl';
import { SearchForm, SearchIconLink } from '@/components/search/search-form';
import { SOCIAL_LINKS } from '@/lib/site';
import { NAV_ITEMS } from '@/lib/urls/page-table';
import { HeaderClient } from './header-client';
import { FacebookIcon, TikTokIcon, TwitterIcon } from './social-icons';

/** Server part of the header: translates labels, then hands plain props to the client leaf. */
export function SiteHeader() {
  const t = useTranslations('Header');
  const tc = useTranslations('Common');
  const locale = useLocale();
  const items = NAV_ITEMS.map((item) => ({ ...item, label: t(item.key) }));
  const social = (
    <ul className="flex items-center gap-1" aria-label={t('social')}>
      {[
        { href: SOCIAL_LINKS.facebook, label: 'Facebook', Icon: FacebookIcon },
        { href: SOCIAL_LINKS.tiktok, label: 'TikTok', Icon: TikTokIcon },
        { href: SOCIAL_LINKS.twitter, label: 'Twitter', Icon: TwitterIcon },
      ].map(({ href, label, Icon }) => (
        <li key={label}>
          <a
            href={href}
            rel="noopener noreferrer"
            target="_blank"
            aria-label={label}
            className="text-muted-foreground hover:bg-accent hover:text-accent-foreground inline-flex size-9 items-center justify-center rounded-md"
          >
            <Icon className="size-4" />
          </a>
        </li>
      ))}
    </ul>
  );
  // Server-rendered and handed to the client header as a slot: a plain GET form, no script.
  const search = (
    <>
      <div className="hidden xl:block">
        <SearchForm
          variant="header"
          id="site-search"
          locale={locale}
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          submit={t('search')}
        />
      </div>
      <div className="xl:hidden">
        <SearchIconLink locale={locale} label={t('search')} />
      </div>
    </>
  );
  return (
    <HeaderClient
      brand={useTranslations('Metadata')('brand')}
      items={items}
      social={social}
      search={search}
      otherLocale={locale === 'en' ? 'ne' : 'en'}
      labels={{
        nav: t('mainNavigation'),
        openMenu: t('openMenu'),
        closeMenu: t('closeMenu'),
        switchLanguage: tc('switchLanguage'),
        switchLanguageLabel: tc('switchLanguageLabel'),
        switchLanguageShort: tc('switchLanguageShort'),
      }}
    />
  );
}
