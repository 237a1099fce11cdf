import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { PreetiTool } from '@/components/typing/preeti-tool';
import { TypingScreen, typingMetadata } from '@/components/typing/typing-screen';

// Static: the converter runs in the browser and the page depends on nothing but its locale.
export async function generateMetadata(): Promise<Metadata> {
  return typingMetadata('preeti', await getLocale());
}

export default async function PreetiToUnicodePage() {
  const locale = await getLocale();
  return <TypingScreen mode="preeti" locale={locale} tool={<PreetiTool locale={locale} />} />;
}
