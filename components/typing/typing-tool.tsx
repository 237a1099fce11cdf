'use client';

import { useMemo, useRef, useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { Button } from '@/components/ui/button';
import { useHydratedMarker } from '@/components/hooks/use-hydrated';
import { localeDigits } from '@/lib/bs/digits';
import type { Locale } from '@/i18n/routing';
import type { TypingMode } from './typing-pages';

/** Words (runs between spaces) and characters (what a reader counts as one letter). */
function counts(text: string): { words: number; characters: number } {
  const words = text.split(/\s+/).filter(Boolean).length;
  const characters =
    typeof Intl.Segmenter === 'function'
      ? [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].length
      : [...text].length;
  return { words, characters };
}

/**
 * The converter: the source in the first textarea, converted on every `input` event (Android
 * keyboards report no key codes, so nothing listens to keys) into a read-only one. Reads its
 * words from `Typing.tool`.
 */
export function TypingTool({
  mode,
  locale,
  convert,
}: {
  mode: TypingMode;
  locale: Locale;
  convert: (text: string) => string;
}) {
  const t = useTranslations('Typing.tool');
  const [source, setSource] = useState('');
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const output = useMemo(() => convert(source), [convert, source]);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const outputRef = useRef<HTMLTextAreaElement>(null);
  const formRef = useHydratedMarker<HTMLDivElement>();
  // The Preeti text (the source or the result) is previewed in the Preeti font.
  const preeti = mode === 'preeti' ? source : mode === 'unicode' ? output : null;

  const countLine = (text: string) => {
    const { words, characters } = counts(text);
    return t('counts', {
      words: localeDigits(words, locale),
      characters: localeDigits(characters, locale),
    });
  };

  async function copyOutput() {
    try {
      await navigator.clipboard.writeText(output);
      setCopy('copied');
    } catch {
      // No clipboard API (an insecure origin, an old browser): select the text for the user.
      outputRef.current?.select();
      setCopy(document.execCommand('copy') ? 'copied' : 'failed');
    }
  }

  return (
    <div ref={formRef} className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-2">
        <label htmlFor="typing-input" className="font-semibold">
          {t(`${mode}.input`)}
        </label>
        <textarea
          ref={inputRef}
          id="typing-input"
          value={source}
          onChange={(event) => {
            setSource(event.target.value);
            setCopy('idle');
          }}
          placeholder={t(`${mode}.placeholder`)}
          rows={10}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          lang={mode === 'unicode' ? 'ne' : 'en'}
          className="bg-card focus-visible:ring-ring w-full rounded-lg border p-3 text-lg focus-visible:ring-2 focus-visible:outline-none"
        />
        <p className="text-muted-foreground text-sm" data-testid="input-counts">
          {countLine(source)}
        </p>
      </div>
      <div className="space-y-2">
        <label htmlFor="typing-output" className="font-semibold">
          {t(`${mode}.output`)}
        </label>
        <textarea
          ref={outputRef}
          id="typing-output"
          value={output}
          readOnly
          rows={10}
          lang={mode === 'unicode' ? 'en' : 'ne'}
          className="bg-muted/40 w-full rounded-lg border p-3 text-lg"
        />
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-muted-foreground text-sm" data-testid="output-counts">
            {countLine(output)}
          </p>
          <Button type="button" size="sm" onClick={copyOutput} disabled={output === ''}>
            {t('copy')}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={source === ''}
            onClick={() => {
              setSource('');
              setCopy('idle');
              inputRef.current?.focus();
            }}
          >
            {t('clear')}
          </Button>
          <span role="status" className="text-sm">
            {copy === 'copied' ? t('copied') : copy === 'failed' ? t('copyFailed') : ''}
          </span>
        </div>
      </div>
      {preeti !== null && (
        <section aria-labelledby="preeti-preview" className="space-y-1 lg:col-span-2">
          <h2 id="preeti-preview" className="font-semibold">
            {t('preview')}
          </h2>
          <p
            data-testid="preeti-preview"
            className="bg-card min-h-12 rounded-lg border p-3 [font-family:Preeti,'Preeti_Plus',monospace] text-2xl break-words whitespace-pre-wrap"
          >
            {preeti}
          </p>
          <p className="text-muted-foreground text-sm">{t('previewNote')}</p>
        </section>
      )}
    </div>
  );
}
