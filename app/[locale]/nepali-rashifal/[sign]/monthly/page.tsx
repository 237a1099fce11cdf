import type { SignParams } from '@/components/rashifal/period-page';
import { monthlyMetadata, MonthlyScreen } from '@/components/rashifal/period-screen';
import { signStaticParams } from '@/components/rashifal/period-setup';

// The BS month turns over at a Nepal midnight; until then every regeneration is the same
// month, read from memory (period-data), so a short lifetime costs little.
export const revalidate = 60;

export const generateStaticParams = signStaticParams;

export const generateMetadata = monthlyMetadata;

export default function MonthlyPage({ params }: { params: SignParams }) {
  return <MonthlyScreen params={params} />;
}
