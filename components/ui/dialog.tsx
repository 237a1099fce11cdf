'use client';

import { X } from 'lucide-react';
import { createContext, useContext, useEffect, useId, useRef } from 'react';
import type * as React from 'react';
import { cn } from '@/lib/utils';

/**
 * A modal on the browser's own <dialog>: showModal() gives the focus trap, Escape, the inert page
 * behind and focus return for free, so no dialog library ships to the client.
 */
const DialogIds = createContext<{ title: string; description: string } | null>(null);

interface DialogProps extends Omit<React.ComponentProps<'dialog'>, 'open'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  closeLabel: string;
}

export function Dialog({
  open,
  onOpenChange,
  closeLabel,
  className,
  children,
  ...props
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const ids = { title: `${id}-title`, description: `${id}-description` };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={ids.title}
      aria-describedby={ids.description}
      onClose={() => onOpenChange(false)}
      // A click on the backdrop lands on the <dialog> element itself.
      onClick={(event) => event.target === event.currentTarget && ref.current?.close()}
      className={cn(
        'bg-card text-card-foreground m-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-xl border p-0 shadow-lg backdrop:bg-black/50',
        className,
      )}
      {...props}
    >
      {open ? (
        <DialogIds.Provider value={ids}>
          <div className="relative grid gap-4 p-6">
            {children}
            <form method="dialog" className="absolute top-4 right-4">
              <button
                type="submit"
                aria-label={closeLabel}
                className="rounded-sm opacity-70 hover:opacity-100"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </form>
          </div>
        </DialogIds.Provider>
      ) : null}
    </dialog>
  );
}

/** Wraps a submit button that closes the dialog without script of its own. */
export function DialogClose({
  className,
  children,
}: {
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <form method="dialog" className={className}>
      {children}
    </form>
  );
}

export function DialogTitle({ className, ...props }: React.ComponentProps<'h2'>) {
  const ids = useContext(DialogIds);
  return <h2 id={ids?.title} className={cn('pr-6 text-lg font-semibold', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: React.ComponentProps<'p'>) {
  const ids = useContext(DialogIds);
  return (
    <p
      id={ids?.description}
      className={cn('text-muted-foreground text-sm', className)}
      {...props}
    />
  );
}
