import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { type MessagesNamespace, pickMessages } from '@/lib/i18n/pick-messages';

/**
 * Wraps a client island in next-intl's provider with only the namespaces its leaves read with
 * `useTranslations`, so a page ships the words it can show and not the whole catalogue.
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
