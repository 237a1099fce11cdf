/**
 * The body every market page shares: its header, then either the data (a date line, the source
 * line and the page's own sections) or the empty / error state, then the page's foot. Each page
 * passes only what is its own; the data is read by the page (app/…) and arrives as props.
 *
 * Usage:
 *   <MarketPageScreen locale={locale} kind="fuel" status={latest.status} path={PATH}
 *     firstAnswer={…} provenance={…} dated={…} datasets={…}>
 *     …the page's cards, tables and charts…
 *   </MarketPageScreen>
 * The vegetables page, whose header and foot are its own, uses <MarketScreen> with slots.
 */
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Thing, WithContext } from 'schema-dts';
import { JsonLd } from '@/components/seo/json-ld';
import { FaqSection, ProseSection } from '@/components/ui/faq-section';
import { getPathname } from '@/i18n/server-navigation';
import type { Locale } from '@/i18n/routing';
import { adToBs, formatBsDate } from '@/lib/bs';
import { publicationDates } from '@/lib/market/format';
import type { Provenance as ProvenanceData } from '@/lib/market/provenance';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { SITE_URL } from '@/lib/site';
import { todayInNepal } from '@/lib/time';
import { MarketEmptyState, MarketErrorState, type MarketKind } from './market-states';
import { Provenance } from './provenance';

export type MarketStatus = 'ok' | 'empty' | 'error';

export function MarketScreen({
  kind,
  status,
  retryHref,
  header,
  lead,
  footer,
  children,
}: {
  kind: MarketKind;
  status: MarketStatus;
  /** Where the states' retry link goes (default: the current page). */
  retryHref?: string;
  /** Shown in every state. */
  header: ReactNode;
  /** Between the header and the body or the empty state (a date line, the source line). */
  lead?: ReactNode;
  /** After the body or the state. */
  footer?: ReactNode;
  /** The page's own sections, shown when there is data. */
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10">
      {header}
      {lead}
      {status === 'ok' ? (
        children
      ) : status === 'empty' ? (
        <MarketEmptyState kind={kind} retryHref={retryHref} />
      ) : (
        <MarketErrorState kind={kind} retryHref={retryHref} />
      )}
      {footer}
    </div>
  );
}

/** The market pages whose messages hold the screen's texts under the same keys. */
const NAMESPACES = { fuel: 'FuelPage', metals: 'MetalsPage', forex: 'ForexPage' } as const;

/** The pages that say their figures' publication date (`dateLine`); forex shows it per table. */
type DatedKind = 'fuel' | 'metals';

async function dateLine(kind: DatedKind, dated: string, locale: Locale): Promise<string> {
  const dates = publicationDates(dated, locale);
  return kind === 'fuel'
    ? (await getTranslations('FuelPage'))('dateLine', dates)
    : (await getTranslations('MetalsPage'))('dateLine', dates);
}

/**
 * A market page whose header and foot come from its messages: `heading`, `todayLine`,
 * `about.title` and `about.p1…`, `faq.title`, `faq.q1…` with `faq.a2…` (the first answer is the
 * page's own, with today's figures, or `faq.a1none`), `breadcrumbHome`.
 */
export async function MarketPageScreen({
  locale,
  kind,
  status,
  path,
  firstAnswer,
  subtitle,
  provenance,
  dated,
  datasets = [],
  children,
}: {
  locale: Locale;
  status: MarketStatus;
  /** The page's locale-less path (the retry link, the breadcrumb). */
  path: string;
  /** The first FAQ answer with the shown figures; null without data. */
  firstAnswer: string | null;
  /** Lines under the heading's date. */
  subtitle?: ReactNode;
  /** Where the shown figures come from (with data). */
  provenance?: ProvenanceData;
  /** JSON-LD after the breadcrumb (the datasets), each with a stable key. */
  datasets?: { key: string; data: WithContext<Thing> }[];
  children?: ReactNode;
} & (
  | { kind: 'forex'; dated?: never }
  | {
      kind: DatedKind;
      /** The shown figures' publication date, said above the source line (`dateLine`). */
      dated?: string;
    }
)) {
  const t = await getTranslations(NAMESPACES[kind]);
  type Key = Parameters<typeof t>[0];
  // `about.p1`, `about.p2`, …: as many as the page's messages have.
  const numbered = (prefix: string, from: number) => {
    const keys: Key[] = [];
    for (let i = from; t.has(`${prefix}${i}` as Key); i++) keys.push(`${prefix}${i}` as Key);
    return keys;
  };
  const home = getPathname({ locale, href: '/' });
  const base = getPathname({ locale, href: path });
  const faq = [
    { question: t('faq.q1'), answer: firstAnswer ?? t('faq.a1none') },
    ...numbered('faq.a', 2).map((a) => ({
      question: t(a.replace('faq.a', 'faq.q') as Key),
      answer: t(a),
    })),
  ];
  return (
    <MarketScreen
      kind={kind}
      status={status}
      retryHref={base}
      header={
        <header className="space-y-1">
          <h1 className="text-3xl font-bold">{t('heading')}</h1>
          <p className="text-muted-foreground">
            {t('todayLine', { date: formatBsDate(adToBs(todayInNepal()), locale, 'long') })}
          </p>
          {subtitle}
        </header>
      }
      lead={
        provenance && (
          <>
            {dated && (
              <p className="text-lg font-medium" data-testid={`${kind}-date`}>
                {await dateLine(kind, dated, locale)}
              </p>
            )}
            <Provenance locale={locale} provenance={provenance} />
          </>
        )
      }
      footer={
        <>
          <ProseSection
            id={`about-${kind}`}
            title={t('about.title')}
            paragraphs={numbered('about.p', 1).map((p) => t(p))}
          />
          <FaqSection title={t('faq.title')} entries={faq} />
          <JsonLd
            data={breadcrumbJsonLd([
              { name: t('breadcrumbHome'), url: `${SITE_URL}${home}` },
              { name: t('heading'), url: `${SITE_URL}${base}` },
            ])}
          />
          {datasets.map(({ key, data }) => (
            <JsonLd key={key} data={data} />
          ))}
        </>
      }
    >
      {children}
    </MarketScreen>
  );
}

/** The price-history section the charts sit in (`#history`). */
export function MarketHistorySection({
  title,
  columns = false,
  children,
}: {
  title: string;
  /** Two charts side by side on wide screens. */
  columns?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id="history"
      aria-labelledby="history-heading"
      className={columns ? 'scroll-mt-20 space-y-4' : 'scroll-mt-20 space-y-3'}
    >
      <h2 id="history-heading" className="text-2xl font-bold">
        {title}
      </h2>
      {columns ? <div className="grid gap-4 lg:grid-cols-2">{children}</div> : children}
    </section>
  );
}
