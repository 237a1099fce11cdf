/**
 * Shared empty and error states of the market pages, with the spec's texts (error catalogue,
 * §8) in both languages from `Market.states`. Both render with a 200: an empty store is a normal
 * state of a fresh install, and a store read failure keeps the rest of the page usable.
 *
 * Usage:
 *   <MarketEmptyState kind="forex" />     // 'No exchange rates available for today.'
 *   <MarketErrorState kind="metals" />    // 'Could not load metal prices. Please try again later.'
 * `retryHref` (default: the current page, reloaded by a plain link) replaces the spec's
 * Refresh / Try Again buttons without needing JavaScript.
 */
import { CircleAlert, Inbox, RefreshCw } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';

export type MarketKind = 'forex' | 'metals' | 'vegetables' | 'fuel';

function StateBox({
  icon,
  title,
  body,
  action,
  href,
  tone,
}: {
  icon: React.ReactNode;
  title: string;
  body: string;
  action: string;
  href: string;
  tone: 'empty' | 'error';
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      // "error" also tells the page cache not to store this render over one with data.
      data-market-state={tone}
      className="bg-card flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center"
    >
      {icon}
      <p className="text-lg font-semibold">{title}</p>
      <p className="text-muted-foreground max-w-prose text-sm">{body}</p>
      <a
        href={href}
        className="hover:bg-muted inline-flex items-center gap-2 rounded-md border px-3 py-1.5 text-sm font-medium"
      >
        <RefreshCw className="size-4" aria-hidden="true" />
        {action}
      </a>
    </div>
  );
}

export async function MarketEmptyState({
  kind,
  retryHref = '',
}: {
  kind: MarketKind;
  retryHref?: string;
}) {
  const t = await getTranslations('Market.states');
  return (
    <StateBox
      tone="empty"
      icon={<Inbox className="text-muted-foreground size-8" aria-hidden="true" />}
      title={t(`empty.${kind}`)}
      body={t('emptyHint')}
      action={t('refresh')}
      href={retryHref || '?'}
    />
  );
}

export async function MarketErrorState({
  kind,
  retryHref = '',
}: {
  kind: MarketKind;
  retryHref?: string;
}) {
  const t = await getTranslations('Market.states');
  return (
    <StateBox
      tone="error"
      icon={<CircleAlert className="text-destructive size-8" aria-hidden="true" />}
      title={t(`error.${kind}`)}
      body={t('errorHint')}
      action={t('tryAgain')}
      href={retryHref || '?'}
    />
  );
}
