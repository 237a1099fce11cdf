import type { SignParams } from '@/components/rashifal/period-page';
import { weeklyMetadata, WeeklyScreen } from '@/components/rashifal/period-screen';
import { signStaticParams } from '@/components/rashifal/period-setup';

// The week turns over at midnight Nepal time on Sunday; until then every regeneration is the
// same week, read from memory (period-data), so a short lifetime costs little.
export const revalidate = 60;

export const generateStaticParams = signStaticParams;

export const generateMetadata = weeklyMetadata;

export default function WeeklyPage({ params }: { params: SignParams }) {
  return <WeeklyScreen params={params} />;
}
