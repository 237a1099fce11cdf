import { widgetHandler, widgetParams } from '@/lib/widgets/route';

// GET /{locale}/widgets/forex[/light|/dark]: NRB's rates, to be framed (lib/widgets/catalog.ts).
// As the forex page: hourly, and revalidated by ingestion when it stores new rates.
export const revalidate = 3600;
export const dynamicParams = false;
export const generateStaticParams = widgetParams;
export const GET = widgetHandler('forex');
