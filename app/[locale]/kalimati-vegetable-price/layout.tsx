import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

/** The page's error boundary is a client component: it reads its two strings from here. */
export default async function VegetablesLayout({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={{ Common: messages.Common }}>
      {children}
    </NextIntlClientProvider>
  );
}
