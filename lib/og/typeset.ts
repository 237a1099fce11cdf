import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type * as HarfBuzz from 'harfbuzzjs';
import { woffToSfnt } from './woff';
import { wrapText } from './wrap';

// Text for the link-preview images, set by HarfBuzz and drawn as SVG paths. Satori (behind
// next/og) places glyphs one by one without OpenType shaping, so Devanagari came out wrong: the
// i-matra after its consonant, no conjuncts (https://github.com/vercel/satori/issues/215). The
// fonts are the site's own self-hosted Noto Sans Devanagari (its Devanagari and Latin subsets),
// read from node_modules; nothing is fetched.

export type Weight = 400 | 700;
type Subset = 'devanagari' | 'latin';

interface LoadedFont {
  font: HarfBuzz.Font;
  upem: number;
  paths: Map<number, string>;
}

/** A line of text set at a size: its width in px and its glyphs as SVG path elements. */
export interface SetLine {
  width: number;
  height: number;
  svg: (color: string) => string;
}

// Vertical metrics of Noto Sans Devanagari (hhea: ascender 896, descender −408 per 1000), with
// room above for the marks that rise over the headline (reph, chandrabindu).
const ABOVE = 1.05;
const BELOW = 0.45;
export const lineHeight = (size: number) => Math.ceil(size * (ABOVE + BELOW));

const FONT_DIR = path.join(process.cwd(), 'node_modules/@fontsource/noto-sans-devanagari/files');
const fontFile = (subset: Subset, weight: Weight) =>
  path.join(FONT_DIR, `noto-sans-devanagari-${subset}-${weight}-normal.woff`);

/** Devanagari, its joiners and the rupee signs go to the Devanagari face, all else to Latin. */
function subsetOf(codePoint: number): Subset {
  return (codePoint >= 0x0900 && codePoint <= 0x097f) ||
    codePoint === 0x200c ||
    codePoint === 0x200d ||
    codePoint === 0x20a8 ||
    codePoint === 0x20b9 ||
    (codePoint >= 0xa8e0 && codePoint <= 0xa8ff)
    ? 'devanagari'
    : 'latin';
}

function runs(text: string): { subset: Subset; text: string }[] {
  const out: { subset: Subset; text: string }[] = [];
  for (const char of text) {
    const subset = subsetOf(char.codePointAt(0)!);
    const last = out.at(-1);
    if (last?.subset === subset) last.text += char;
    else out.push({ subset, text: char });
  }
  return out;
}

export class Typesetter {
  constructor(
    private readonly hb: typeof HarfBuzz,
    private readonly fonts: Record<`${Subset}-${Weight}`, LoadedFont>,
  ) {}

  private glyphs(text: string, weight: Weight) {
    const placed: { font: LoadedFont; glyph: number; x: number; dx: number; dy: number }[] = [];
    let x = 0;
    for (const run of runs(text)) {
      const font = this.fonts[`${run.subset}-${weight}`];
      const buffer = new this.hb.Buffer();
      buffer.addText(run.text);
      buffer.guessSegmentProperties();
      this.hb.shape(font.font, buffer);
      for (const g of buffer.getGlyphInfosAndPositions()) {
        placed.push({ font, glyph: g.codepoint, x, dx: g.xOffset ?? 0, dy: g.yOffset ?? 0 });
        x += (g.xAdvance ?? 0) / font.upem;
      }
    }
    return { placed, width: x };
  }

  /** Width of `text` at `size` px. */
  measure(text: string, size: number, weight: Weight = 400): number {
    return this.glyphs(text, weight).width * size;
  }

  /** One line of `text` at `size` px, shaped. */
  line(text: string, size: number, weight: Weight = 400): SetLine {
    const { placed, width } = this.glyphs(text, weight);
    const baseline = ABOVE * size;
    const paths = placed
      .map(({ font, glyph, x, dx, dy }) => {
        let d = font.paths.get(glyph);
        if (d === undefined) {
          d = font.font.glyphToPath(glyph);
          font.paths.set(glyph, d);
        }
        if (!d) return '';
        const s = size / font.upem;
        const tx = (x * size + dx * s).toFixed(2);
        const ty = (baseline - dy * s).toFixed(2);
        return `<path transform="translate(${tx} ${ty}) scale(${s.toFixed(5)} ${(-s).toFixed(5)})" d="${d}"/>`;
      })
      .join('');
    return {
      width: Math.ceil(width * size) + 1,
      height: lineHeight(size),
      svg: (color) => `<g fill="${color}">${paths}</g>`,
    };
  }

  /** `text` broken into at most `maxLines` lines of at most `maxWidth` px. */
  wrap(text: string, size: number, weight: Weight, maxWidth: number, maxLines: number): string[] {
    return wrapText(text, (s) => this.measure(s, size, weight), maxWidth, maxLines);
  }
}

let loading: Promise<Typesetter> | null = null;
let loaded: Typesetter | null = null;

async function create(): Promise<Typesetter> {
  const hb = await import('harfbuzzjs');
  const load = async (subset: Subset, weight: Weight): Promise<LoadedFont> => {
    const face = new hb.Face(new hb.Blob(woffToSfnt(await readFile(fontFile(subset, weight)))));
    return { font: new hb.Font(face), upem: face.upem, paths: new Map() };
  };
  const [d4, d7, l4, l7] = await Promise.all([
    load('devanagari', 400),
    load('devanagari', 700),
    load('latin', 400),
    load('latin', 700),
  ]);
  return new Typesetter(hb, {
    'devanagari-400': d4,
    'devanagari-700': d7,
    'latin-400': l4,
    'latin-700': l7,
  });
}

/** Loads HarfBuzz and the four faces once per process; a failed load is tried again next time. */
export async function loadTypesetter(): Promise<Typesetter> {
  loading ??= create().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  loaded = await loading;
  return loaded;
}

/** The typesetter loaded by `loadTypesetter` (the image elements are built after it). */
export function typesetter(): Typesetter {
  if (!loaded) throw new Error('loadTypesetter() must finish before the image is built');
  return loaded;
}

let latinFile: Promise<Buffer> | null = null;

/** The Latin face as a file, for satori, which needs one font even when it draws no text. */
export function layoutFont(): Promise<Buffer> {
  latinFile ??= readFile(fontFile('latin', 400)).catch((error: unknown) => {
    latinFile = null;
    throw error;
  });
  return latinFile;
}
