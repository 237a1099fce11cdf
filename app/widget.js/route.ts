import { widgetLoaderScript } from '@/lib/widgets/loader-script';

// GET /widget.js – the one-line embed's loader (components/widgets/loader-script.ts). Built once
// per deployment; a day's revalidate lets embedding pages pick up a new catalogue.
export const revalidate = 86400;

export async function GET(): Promise<Response> {
  return new Response(await widgetLoaderScript(), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
}
