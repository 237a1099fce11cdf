import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';

/** The page's error boundary is a client component: it reads its two strings from here. */
export default function VegetablesLayout({ children }: { children: ReactNode }) {
  return <ClientMessages namespaces={['Common']}>{children}</ClientMessages>;
}
