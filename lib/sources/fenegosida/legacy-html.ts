import 'server-only';
import * as cheerio from 'cheerio';
import { SourceError } from '../errors';
import { cleanText, parseAmount } from '../text';
import type { MetalPrice, MetalUnit } from '../types';
import { parseRateLabel, parseUnit } from './labels';

/** Parses the old fenegosida.org PHP page; metal and unit come from labels, as order varies. */
export function parseLegacyPage(html: string): {
  prices: MetalPrice[];
  bsDateText: string | null;
  warnings: string[];
} {
  const $ = cheerio.load(html);
  const warnings: string[] = [];
  const unitOf = (item: ReturnType<typeof $>): MetalUnit | null => {
    // The nearest enclosing element whose text names exactly one unit decides the block.
    for (const node of [item.get(0), ...item.parents().toArray()]) {
      if (!node) continue;
      const text = cleanText($(node).text());
      const tenGram = parseUnit(text.replace(/tola|तोला/gi, '')) === '10g';
      const tola = /tola|तोला/i.test(text);
      if (tenGram !== tola) return tenGram ? '10g' : 'tola';
      if (tenGram && tola) return null;
    }
    return null;
  };
  const prices: MetalPrice[] = [];
  for (const item of $('.rate-gold, .rate-silver').toArray()) {
    const text = cleanText($(item).text());
    const kind = parseRateLabel(text);
    const unit = unitOf($(item));
    const value = parseAmount($(item).find('b').first().text());
    if (!kind || !unit || value === null) {
      warnings.push(`unreadable rate item "${text.slice(0, 60)}"`);
      continue;
    }
    if (value === 0) {
      warnings.push(`${kind.metal} ${kind.grade} per ${unit} quoted as 0, skipped`);
      continue;
    }
    prices.push({ metal: kind.metal, grade: kind.grade, unit, price: value });
  }
  if (prices.length === 0)
    throw new SourceError(
      'format',
      'old FENEGOSIDA page has no readable .rate-gold/.rate-silver items',
    );
  const bs =
    /(\d{1,2})\s+(Baisakh|Baishakh|Jestha|Jeth|Asar|Ashadh|Shrawan|Saun|Bhadra|Bhadau|Ashwin|Asoj|Kartik|Mangsir|Poush|Push|Magh|Falgun|Fagun|Chaitra|Chait)\w*\s+(\d{4})/i.exec(
      cleanText($.text()),
    );
  return { prices, bsDateText: bs ? bs[0] : null, warnings };
}
