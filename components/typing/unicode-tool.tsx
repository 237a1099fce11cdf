'use client';

import { unicodeToPreeti } from '@/lib/typing/unicode-to-preeti';
import type { Locale } from '@/i18n/routing';
import { TypingTool } from './typing-tool';

/** The unicode page's converter; each page imports only its own direction's tables. */
export function UnicodeTool({ locale }: { locale: Locale }) {
  return <TypingTool mode="unicode" locale={locale} convert={unicodeToPreeti} />;
}
