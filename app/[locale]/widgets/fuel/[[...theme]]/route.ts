import { widgetHandler, widgetParams } from '@/lib/widgets/route';

// GET /{locale}/widgets/fuel[/light|/dark]: NOC's prices, to be framed (lib/widgets/catalog.ts).
// As the fuel page: hourly, and revalidated by ingestion.
export const revalidate = 3600;
export const dynamicParams = false;
export const generateStaticParams = widgetParams;
export const GET = widgetHandler('fuel');
