import { HomeScreen, homeMetadata } from '@/components/home/home-screen';

// Only the locales the layout prebuilds: `/anything.txt` is no home page, and answering it from
// the static 404 keeps it out of the ISR store.
export const dynamicParams = false;

// The rashifal teaser shows today's reading, so the page regenerates within a minute of midnight
// in Nepal; the market teasers are also revalidated by ingestion when it stores new prices.
export const revalidate = 60;

export const generateMetadata = homeMetadata;

export default HomeScreen;
