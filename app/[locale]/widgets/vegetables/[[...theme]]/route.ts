import { widgetHandler, widgetParams } from '@/lib/widgets/route';

// GET /{locale}/widgets/vegetables[/light|/dark]: Kalimati's prices, to be framed
// (lib/widgets/catalog.ts).
// As the vegetable page: every 10 minutes, and revalidated by ingestion when it stores a day.
export const revalidate = 600;
export const dynamicParams = false;
export const generateStaticParams = widgetParams;
export const GET = widgetHandler('vegetables');
