import { widgetHandler, widgetParams } from '@/lib/widgets/route';

// GET /{locale}/widgets/gold[/light|/dark]: gold and silver, to be framed (lib/widgets/catalog.ts).
// As the gold and silver page: hourly, and revalidated by ingestion.
export const revalidate = 3600;
export const dynamicParams = false;
export const generateStaticParams = widgetParams;
export const GET = widgetHandler('gold');
