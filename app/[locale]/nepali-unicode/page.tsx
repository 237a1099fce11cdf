import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { RomanizedTool } from '@/components/typing/romanized-tool';
import { TypingScreen, typingMetadata } from '@/components/typing/typing-screen';

// Static: the converter runs in the browser and the page depends on nothing but its locale.
export async function generateMetadata(): Promise<Metadata> {
  return typingMetadata('romanized', await getLocale());
}

export default async function NepaliUnicodePage() {
  const locale = await getLocale();
  return <TypingScreen mode="romanized" locale={locale} tool={<RomanizedTool locale={locale} />} />;
}
