'use client';

import { preetiToUnicode } from '@/lib/typing/preeti-to-unicode';
import type { Locale } from '@/i18n/routing';
import { TypingTool } from './typing-tool';

/** The preeti page's converter; each page imports only its own direction's tables. */
export function PreetiTool({ locale }: { locale: Locale }) {
  return <TypingTool mode="preeti" locale={locale} convert={preetiToUnicode} />;
}
