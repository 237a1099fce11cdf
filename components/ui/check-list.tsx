import type { ReactNode } from 'react';
import { Check } from '@/components/ui/icons';

/** A short list of promises, each behind a check mark (the API and widgets pages' facts). */
export function CheckList({ items }: { items: { key: string; text: ReactNode }[] }) {
  return (
    <ul className="grid max-w-3xl gap-2 text-sm sm:grid-cols-2">
      {items.map(({ key, text }) => (
        <li key={key} className="flex items-start gap-2">
          <Check className="text-success mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {text}
        </li>
      ))}
    </ul>
  );
}
