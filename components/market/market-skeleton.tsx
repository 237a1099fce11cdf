/**
 * Loading skeleton for the market pages' `loading.tsx`: a heading bar, a source line, a few
 * cards and table rows (the spec's 5 placeholder rows). Purely visual; announced as busy.
 *
 * Usage: `export default function Loading() { return <MarketSkeleton label={t('loading')} />; }`
 */
export function MarketSkeleton({ label, cards = 3 }: { label: string; cards?: number }) {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10" aria-busy="true" role="status">
      <span className="sr-only">{label}</span>
      <div className="bg-muted h-9 w-2/3 animate-pulse rounded-md" />
      <div className="bg-muted h-16 w-full animate-pulse rounded-lg" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: cards }, (_, i) => (
          <div key={i} className="bg-muted h-32 animate-pulse rounded-xl" />
        ))}
      </div>
      <div className="space-y-2">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="bg-muted h-10 animate-pulse rounded-md" />
        ))}
      </div>
    </div>
  );
}
