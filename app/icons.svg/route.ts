import { spriteDocument } from '@/components/ui/icons';

export const dynamic = 'force-static';

/** The server components' icon sprite; pages ask for it with a content version in the query. */
export function GET() {
  return new Response(spriteDocument(), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
