/**
 * The body every market page shares: its header, then either the data (a date line, the source
 * line and the page's own sections) or the empty / error state, then the page's foot. Each page
 * passes only what is its own; the data is read by the page (app/…) and arrives as props.
 *
 * Usage:
 *   <MarketScreen kind="fuel" status={latest.status} retryHref={base} header={…} lead={…} footer={…}>
 *     …the page's cards, tables and charts…
 *   </MarketScreen>
 */
import type { ReactNode } from 'react';
import type { Thing, WithContext } from 'schema-dts';
import { JsonLd } from '@/components/seo/json-ld';
import { FaqSection, ProseSection } from '@/components/ui/faq-section';
import { getPathname } from '@/i18n/server-navigation';
import type { Locale } from '@/i18n/routing';
import { adToBs, formatBsDate } from '@/lib/bs';
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

/** The heading with today's date under it (and any further lines). */
export function MarketHeader({
  locale,
  heading,
  todayLine,
  children,
}: {
  locale: Locale;
  heading: string;
  /** The line naming today, given today's long BS date. */
  todayLine: (date: string) => string;
  children?: ReactNode;
}) {
  return (
    <header className="space-y-1">
      <h1 className="text-3xl font-bold">{heading}</h1>
      <p className="text-muted-foreground">
        {todayLine(formatBsDate(adToBs(todayInNepal()), locale, 'long'))}
      </p>
      {children}
    </header>
  );
}

/** The date the shown figures were published, then where they come from. */
export function MarketLead({
  locale,
  provenance,
  dateLine,
  children,
}: {
  locale: Locale;
  provenance: ProvenanceData;
  /** The publication date's line and its test id, above the source line. */
  dateLine?: { text: string; testId: string };
  /** Below the source line. */
  children?: ReactNode;
}) {
  return (
    <>
      {dateLine && (
        <p className="text-lg font-medium" data-testid={dateLine.testId}>
          {dateLine.text}
        </p>
      )}
      <Provenance locale={locale} provenance={provenance} />
      {children}
    </>
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

/** The page's foot: what the figures are, the FAQ, the breadcrumb, and any structured data. */
export function MarketFooter({
  locale,
  path,
  about,
  faq,
  breadcrumbHome,
  heading,
  structuredData = [],
}: {
  locale: Locale;
  path: string;
  about: { id: string; title: string; paragraphs: string[] };
  faq: { title: string; entries: { question: string; answer: string }[] };
  breadcrumbHome: string;
  heading: string;
  /** JSON-LD objects after the breadcrumb (the datasets), each with a stable key. */
  structuredData?: { key: string; data: WithContext<Thing> }[];
}) {
  return (
    <>
      <ProseSection id={about.id} title={about.title} paragraphs={about.paragraphs} />
      <FaqSection title={faq.title} entries={faq.entries} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: breadcrumbHome, url: `${SITE_URL}${getPathname({ locale, href: '/' })}` },
          { name: heading, url: `${SITE_URL}${getPathname({ locale, href: path })}` },
        ])}
      />
      {structuredData.map(({ key, data }) => (
        <JsonLd key={key} data={data} />
      ))}
    </>
  );
}
