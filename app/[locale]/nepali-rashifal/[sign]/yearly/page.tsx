import type { SignParams } from '@/components/rashifal/period-page';
import { yearlyMetadata, YearlyScreen } from '@/components/rashifal/period-screen';
import { signStaticParams } from '@/components/rashifal/period-setup';

// The BS year turns over at midnight on 1 Baisakh; until then every regeneration is the same
// year, read from memory (period-data), so a short lifetime costs little.
export const revalidate = 60;

export const generateStaticParams = signStaticParams;

export const generateMetadata = yearlyMetadata;

export default function YearlyPage({ params }: { params: SignParams }) {
  return <YearlyScreen params={params} />;
}
