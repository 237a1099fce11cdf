import { cn } from '@/lib/utils';

/** The chart's currency choice as plain links (`?chart=EUR#history`): one tap, no JavaScript. */
export function ForexHistoryPicker({
  label,
  current,
  options,
}: {
  label: string;
  current: string;
  options: { code: string; label: string; href: string }[];
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-1.5">
      {options.map((o) => (
        <a
          key={o.code}
          href={o.href}
          title={o.label}
          aria-current={o.code === current ? 'true' : undefined}
          className={cn(
            'rounded-md border px-2 py-1 text-sm font-medium',
            o.code === current
              ? 'border-primary bg-primary text-primary-foreground'
              : 'hover:bg-muted',
          )}
        >
          {o.code}
        </a>
      ))}
    </nav>
  );
}
