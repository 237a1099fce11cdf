import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { type MessagesNamespace, pickMessages } from '@/lib/i18n/pick-messages';

/**
 * Wraps a client island in next-intl's provider with only the namespaces its leaves read with
 * `useTranslations`, so a page ships the words it can show and not the whole catalogue.
 *
 * Client leaves import `useTranslations` from 'use-intl/react', the hook next-intl re-exports:
 * next-intl's client entry also keeps `useFormatter` and its formatters, about 0.8 KB gzip more
 * on every page with a client island.
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly MessagesNamespace[];
  children: ReactNode;
}) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, namespaces)}>
      {children}
    </NextIntlClientProvider>
  );
}
