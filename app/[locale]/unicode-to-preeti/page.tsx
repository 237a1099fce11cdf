import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { UnicodeTool } from '@/components/typing/unicode-tool';
import { TypingScreen, typingMetadata } from '@/components/typing/typing-screen';

// Static: the converter runs in the browser and the page depends on nothing but its locale.
export async function generateMetadata(): Promise<Metadata> {
  return typingMetadata('unicode', await getLocale());
}

export default async function UnicodeToPreetiPage() {
  const locale = await getLocale();
  return <TypingScreen mode="unicode" locale={locale} tool={<UnicodeTool locale={locale} />} />;
}
