'use client';

import { createContext, useContext, useId, useState } from 'react';
import type * as React from 'react';
import { cn } from '@/lib/utils';

/**
 * WAI-ARIA tabs (automatic activation, arrow keys, Home/End) in a few lines of our own, so the
 * calendar page does not ship a roving-focus library for two tabs.
 */
interface TabsState {
  id: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tabs parts must be used inside <Tabs>');
  return state;
}

const idFor = (id: string, part: 'tab' | 'panel', value: string) => `${id}-${part}-${value}`;

export function Tabs({
  defaultValue,
  className,
  ...props
}: React.ComponentProps<'div'> & { defaultValue: string }) {
  const [value, select] = useState(defaultValue);
  const id = useId();
  return (
    <TabsContext.Provider value={{ id, value, select }}>
      <div data-slot="tabs" className={cn('flex flex-col gap-3', className)} {...props} />
    </TabsContext.Provider>
  );
}

/** The selected tab's value, for panels that load their content when first shown. */
export function useTabsValue(): string {
  return useTabs().value;
}

function moveFocus(event: React.KeyboardEvent<HTMLDivElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (current < 0) return;
  const last = tabs.length - 1;
  const next = {
    ArrowRight: current === last ? 0 : current + 1,
    ArrowLeft: current === 0 ? last : current - 1,
    Home: 0,
    End: last,
  }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  tabs[next]?.focus();
  tabs[next]?.click();
}

export function TabsList({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      data-slot="tabs-list"
      onKeyDown={moveFocus}
      className={cn(
        'bg-muted inline-flex w-fit flex-wrap items-center gap-1 rounded-lg p-1',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  ...props
}: React.ComponentProps<'button'> & { value: string }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={idFor(tabs.id, 'tab', value)}
      aria-controls={idFor(tabs.id, 'panel', value)}
      aria-selected={active}
      tabIndex={active ? 0 : -1}
      data-state={active ? 'active' : 'inactive'}
      data-slot="tabs-trigger"
      onClick={() => tabs.select(value)}
      className={cn(
        'text-muted-foreground hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-foreground rounded-md px-3 py-1.5 text-sm font-medium transition-colors data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

/** Every panel renders (hidden if inactive), so no-JS readers and search engines get its text. */
export function TabsContent({
  value,
  className,
  ...props
}: React.ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={idFor(tabs.id, 'panel', value)}
      aria-labelledby={idFor(tabs.id, 'tab', value)}
      tabIndex={0}
      hidden={!active}
      data-state={active ? 'active' : 'inactive'}
      data-slot="tabs-content"
      className={className}
      {...props}
    />
  );
}
