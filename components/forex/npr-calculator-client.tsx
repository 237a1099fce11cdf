'use client';

import { useTranslations } from 'use-intl/react';
import { useState } from 'react';
import { useHydratedMarker } from '@/components/hooks/use-hydrated';
import { UntilHydrated } from '@/components/ui/until-hydrated';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { convert, parseAmount, type CalculatorRate, type Direction } from '@/lib/forex/calculator';
import type { Locale } from '@/i18n/routing';
import { calculatorText } from './calculator-text';

interface Props {
  locale: Locale;
  action: string;
  rates: (CalculatorRate & { label: string })[];
  initial: { amount: string; currency: string; direction: Direction };
  /** The result for `initial`, as the server formatted it. */
  initialResult: { text: string; note: string };
}

/**
 * The NPR calculator's form. Without JavaScript it is a plain GET form and the server renders the
 * result from the query; with JavaScript the result follows every keystroke and the address bar
 * keeps a shareable `?amount=…&currency=…&direction=…`. Its words come from
 * `ForexPage.calculator` (the page wraps it in ClientMessages).
 */
export function NprCalculatorClient({ locale, action, rates, initial, initialResult }: Props) {
  const t = useTranslations('ForexPage.calculator');
  const marker = useHydratedMarker<HTMLFormElement>();
  const [amount, setAmount] = useState(initial.amount);
  const [currency, setCurrency] = useState(initial.currency);
  const [direction, setDirection] = useState<Direction>(initial.direction);
  const rate = rates.find((r) => r.iso3 === currency);
  const outcome = convert(parseAmount(amount), rate, direction);

  function update(next: { amount?: string; currency?: string; direction?: Direction }) {
    const state = { amount, currency, direction, ...next };
    if (next.amount !== undefined) setAmount(next.amount);
    if (next.currency !== undefined) setCurrency(next.currency);
    if (next.direction !== undefined) setDirection(next.direction);
    const url = new URL(window.location.href);
    url.searchParams.set('amount', state.amount);
    url.searchParams.set('currency', state.currency);
    url.searchParams.set('direction', state.direction);
    url.hash = 'calculator';
    window.history.replaceState(window.history.state, '', url);
  }

  // The server formatted the result for the state the page was rendered with: only a change
  // by the reader formats numbers here (a browser's first Intl.NumberFormat is costly at start-up).
  const atInitial =
    amount === initial.amount && currency === initial.currency && direction === initial.direction;
  const { text, note } = atInitial ? initialResult : calculatorText(outcome, t, locale);

  return (
    <form
      method="get"
      action={action}
      aria-label={t('title')}
      className="space-y-4"
      ref={marker}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="space-y-1 text-sm font-medium">
          <span>{t('amount')}</span>
          <input
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => update({ amount: e.target.value })}
            className="bg-card focus-visible:outline-ring h-10 w-full rounded-md border px-3 text-base shadow-sm focus-visible:outline-2"
          />
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span>{t('currency')}</span>
          <NativeSelect
            name="currency"
            value={currency}
            onChange={(e) => update({ currency: e.target.value })}
          >
            {rates.map((r) => (
              <option key={r.iso3} value={r.iso3}>
                {r.iso3} – {r.label}
              </option>
            ))}
          </NativeSelect>
        </label>
      </div>
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <legend className="mb-1 font-medium">{t('direction')}</legend>
        {(['to-npr', 'from-npr'] as const).map((d) => (
          <label key={d} className="flex items-center gap-2">
            <input
              type="radio"
              name="direction"
              value={d}
              checked={direction === d}
              onChange={() => update({ direction: d })}
              className="accent-primary size-4"
            />
            {t(d === 'to-npr' ? 'toNpr' : 'fromNpr', { code: currency })}
          </label>
        ))}
      </fieldset>
      {/* Without JavaScript the button submits; with it the result is already live. */}
      <UntilHydrated>
        <Button type="submit">{t('convert')}</Button>
      </UntilHydrated>
      <div className="bg-muted rounded-lg p-4" aria-live="polite">
        <output
          data-testid="calculator-result"
          className={outcome.ok ? 'block text-xl font-semibold' : 'text-destructive block'}
        >
          {text}
        </output>
        {note && <p className="text-muted-foreground mt-1 text-sm">{note}</p>}
      </div>
    </form>
  );
}
