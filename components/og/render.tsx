import 'server-only';
import { ImageResponse } from 'next/og';
import { OG_IMAGE_SIZE } from '@/lib/seo/og';
import { OgBody } from './cards';
import type { FrameTexts, OgCard } from '@/lib/og/types';
import { OgFrame } from './frame';
import { layoutFont, loadTypesetter } from '@/lib/og/typeset';

/** One link-preview PNG (1200×630): the frame around the card's body. */
export async function drawOgImage(card: OgCard, frame: FrameTexts): Promise<ArrayBuffer> {
  await loadTypesetter();
  // Rendered now rather than inside the response stream, so a failure is a 500 here, not a
  // truncated 200.
  const image = new ImageResponse(
    <OgFrame texts={frame}>
      <OgBody card={card} />
    </OgFrame>,
    {
      ...OG_IMAGE_SIZE,
      // Satori needs one font even though all text arrives as shaped paths (./text.tsx).
      fonts: [{ name: 'Noto Sans', data: await layoutFont(), weight: 400, style: 'normal' }],
    },
  );
  return image.arrayBuffer();
}

export function pngResponse(png: ArrayBuffer, cacheControl: string): Response {
  return new Response(png, {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(png.byteLength),
      'Cache-Control': cacheControl,
    },
  });
}
