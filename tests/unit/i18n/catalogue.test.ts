/**
 * The build precompiles messages/*.json (next.config.ts, next-intl's `messages.precompile`) and
 * formats them with use-intl's format-only runtime. These tests hold that switch to what readers
 * see: every message of both catalogues formats to the same text from its compiled form as from
 * its ICU source, and the strings some modules read straight from the catalogues stay strings.
 */
import compile from 'icu-minify/compile';
import type { AbstractIntlMessages, createTranslator } from 'use-intl/core';
import { pickMessages } from '@/lib/i18n/pick-messages';
import en from '@/messages/en.json';
import ne from '@/messages/ne.json';

type CreateTranslator = typeof createTranslator;

function translatorFactory(formatOnly: boolean): CreateTranslator {
  let create: CreateTranslator | undefined;
  jest.isolateModules(() => {
    if (formatOnly) {
      jest.doMock('use-intl/format-message', () =>
        jest.requireActual('use-intl/format-message/format-only'),
      );
    }
    create = jest.requireActual<{ createTranslator: CreateTranslator }>(
      'use-intl/core',
    ).createTranslator;
  });
  return create!;
}

// Made once each, the full runtime first: a module mocked with doMock stays mocked for later loads.
const createFull = translatorFactory(false);
const createCompiled = translatorFactory(true);

function compileAll(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === 'string' ? compile(value) : compileAll(value),
    ]),
  ) as AbstractIntlMessages;
}

function leaves(messages: AbstractIntlMessages, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : leaves(value, `${prefix}${key}.`),
  );
}

/** Argument sets that reach every plural category and select option a message names. */
function argumentSets(message: string): Record<string, unknown>[] {
  const base: Record<string, unknown> = {};
  for (const [, name] of message.matchAll(/\{\s*(\w+)\s*[,}]/g)) base[name!] = `‹${name}›`;
  for (const [, name] of message.matchAll(/<(\w+)>/g)) {
    base[name!] = (chunks: string) => `<${name}>${chunks}</${name}>`;
  }
  const plurals = [...message.matchAll(/\{\s*(\w+)\s*,\s*(?:plural|selectordinal|number)/g)];
  const selects = [...message.matchAll(/\{\s*(\w+)\s*,\s*select/g)];
  const options = [...new Set([...message.matchAll(/(\w+)\s*\{/g)].map((m) => m[1]!)), 'other'];
  return [0, 1, 2, 7, 1234.5].flatMap((count) =>
    (selects.length ? options : ['other']).map((option) => ({
      ...base,
      ...Object.fromEntries(plurals.map(([, name]) => [name!, count])),
      ...Object.fromEntries(selects.map(([, name]) => [name!, option])),
    })),
  );
}

describe.each([
  ['en', en],
  ['ne', ne],
] as const)('the %s catalogue under precompile', (locale, source) => {
  const full = createFull({ locale, messages: source as AbstractIntlMessages });
  const compiled = createCompiled({
    locale,
    messages: compileAll(source as AbstractIntlMessages),
  });

  it('formats every message to the same text as its ICU source', () => {
    const all = leaves(source as AbstractIntlMessages);
    expect(all.length).toBeGreaterThan(1000);
    for (const [key, message] of all) {
      for (const values of argumentSets(message)) {
        const expected = full.markup(key as never, values as never);
        expect({ key, values, text: compiled.markup(key as never, values as never) }).toEqual({
          key,
          values,
          text: expected,
        });
      }
    }
  });

  it('keeps plain the strings that modules read from the catalogue itself', () => {
    // app/[locale]/page-not-found/not-found-document.ts, app/global-not-found.tsx and lib/search
    // read these without a translator, so they must not turn into compiled arrays.
    const direct = [
      ...Object.values(source.NotFound),
      source.Metadata.brand,
      ...Object.values(source.ForexPage.currencies),
      ...Object.values(source.SearchPage.suggestions),
      ...Object.values(source.SearchPage.pages).map((page) => page.title),
    ];
    for (const text of direct) expect(compile(text)).toBe(text);
  });
});

describe('pickMessages', () => {
  const all = { A: { x: 'x', y: { z: 'z' } }, B: { w: 'w' }, C: { v: 'v' } };

  it('keeps each namespace at its place in the tree and nothing else', () => {
    expect(pickMessages(all, ['B', 'A.y'] as never)).toEqual({
      B: { w: 'w' },
      A: { y: { z: 'z' } },
    });
  });

  it('names a namespace the catalogue does not have', () => {
    expect(() => pickMessages(all, ['A.q'] as never)).toThrow("No messages under 'A.q'");
  });
});
