'use client';

import { romanizedToUnicode } from '@/lib/typing/romanized';
import type { Locale } from '@/i18n/routing';
import { TypingTool } from './typing-tool';

/** The romanized page's converter; each page imports only its own direction's tables. */
export function RomanizedTool({ locale }: { locale: Locale }) {
  return <TypingTool mode="romanized" locale={locale} convert={romanizedToUnicode} />;
}
