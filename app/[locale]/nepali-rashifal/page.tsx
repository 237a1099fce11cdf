import { RashifalScreen, rashifalMetadata } from '@/components/rashifal/rashifal-screen';

// Today's reading changes at midnight Nepal time: regenerate within a minute of it (the
// rollover guard refreshes a copy served stale across midnight).
export const revalidate = 60;

export const generateMetadata = rashifalMetadata;

export default function RashifalPage() {
  return <RashifalScreen />;
}
