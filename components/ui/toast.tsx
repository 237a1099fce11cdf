'use client';

import { X } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { cn } from '@/lib/utils';

/**
 * One toast at a time: a new one replaces the previous, and each stays 5 s, but one with an
 * action, which stays until it is used or dismissed. A tiny store instead of a toast library
 * keeps the shared client bundle small.
 */
export const TOAST_DURATION_MS = 5000;

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  action?: { label: string; onClick: () => void };
}

let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing any visible one. */
export function toast(message: Omit<ToastMessage, 'id'>): void {
  current = { ...message, id: nextId++ };
  emit();
}

export function dismissToast(): void {
  current = null;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toaster({ label, dismissLabel }: { label: string; dismissLabel: string }) {
  const message = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );

  useEffect(() => {
    if (!message || message.action) return;
    const timer = setTimeout(dismissToast, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [message]);

  return (
    <section
      aria-label={label}
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 md:right-0 md:left-auto md:max-w-[420px]"
    >
      {message ? (
        <div
          key={message.id}
          role="status"
          data-variant={message.variant ?? 'default'}
          className={cn(
            'pointer-events-auto flex w-full items-start gap-3 rounded-lg border p-4 shadow-lg',
            message.variant === 'destructive'
              ? 'border-destructive bg-destructive text-white'
              : 'bg-card',
          )}
        >
          <div className="flex-1">
            <p className="text-sm font-semibold">{message.title}</p>
            {message.description ? (
              <p className="text-sm opacity-90">{message.description}</p>
            ) : null}
          </div>
          {message.action ? (
            <button
              type="button"
              onClick={message.action.onClick}
              className="bg-primary text-primary-foreground rounded px-3 py-1 text-sm font-semibold"
            >
              {message.action.label}
            </button>
          ) : null}
          <button
            type="button"
            onClick={dismissToast}
            aria-label={dismissLabel}
            className="rounded p-1 opacity-70 hover:opacity-100"
          >
            <X className="size-4" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
