import 'server-only';
import { OG_COLORS } from './theme';
import { typesetter, type Weight } from '@/lib/og/typeset';

interface OgTextProps {
  text: string;
  size: number;
  weight?: Weight;
  color?: string;
  /** Wraps (or, with one line, shortens with '…') past this width in px. */
  maxWidth?: number;
  maxLines?: number;
}

function svgImage(text: string, size: number, weight: Weight, color: string) {
  const line = typesetter().line(text, size, weight);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${line.width}" height="${line.height}" viewBox="0 0 ${line.width} ${line.height}">${line.svg(color)}</svg>`;
  return (
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- satori's, not HTML
    <img
      width={line.width}
      height={line.height}
      src={`data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`}
    />
  );
}

/** Text in an image, shaped by HarfBuzz (./typeset.ts) and drawn as paths. */
export function OgText({
  text,
  size,
  weight = 400,
  color = OG_COLORS.foreground,
  maxWidth,
  maxLines = 1,
}: OgTextProps) {
  const lines =
    maxWidth === undefined ? [text] : typesetter().wrap(text, size, weight, maxWidth, maxLines);
  if (lines.length === 1) return svgImage(lines[0]!, size, weight, color);
  return (
    <div style={{ display: 'flex', flexDirection: 'column' }}>
      {lines.map((line, i) => (
        <div key={i} style={{ display: 'flex' }}>
          {svgImage(line, size, weight, color)}
        </div>
      ))}
    </div>
  );
}
