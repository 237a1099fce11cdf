import { getTranslations } from 'next-intl/server';
import {
  ROMAN_CONSONANTS,
  ROMAN_CONTROLS,
  ROMAN_SIGNS,
  ROMAN_SYMBOLS,
  ROMAN_VOWELS,
} from '@/lib/typing/romanized-rules';

/** The carrier a sign is shown on, as a reader would see it typed after a consonant. */
const CARRIER = 'क';

/** Each group's keys and what they type, read from the converter's own tables. */
const GROUPS = [
  ['consonants', Object.entries(ROMAN_CONSONANTS).map(([key, text]) => [key, text])],
  [
    'vowels',
    Object.entries(ROMAN_VOWELS).map(([key, { letter, sign }]) => [
      key,
      `${letter} ${CARRIER}${sign}`,
    ]),
  ],
  ['signs', Object.entries(ROMAN_SIGNS).map(([key, sign]) => [key, `${CARRIER}${sign}`])],
  ['symbols', Object.entries(ROMAN_SYMBOLS).map(([key, text]) => [key, text])],
] as const;

// The steering keys do not print; each is named by the convention it belongs to.
const CONTROLS = [
  [ROMAN_CONTROLS.separator, 'separator'],
  [ROMAN_CONTROLS.halant, 'halant'],
  [ROMAN_CONTROLS.halfRa, 'halfRa'],
  [`${ROMAN_CONTROLS.verbatimOpen}…${ROMAN_CONTROLS.verbatimClose}`, 'verbatim'],
] as const;

/** The romanized scheme's whole key table, so a reader can learn it. */
export async function RomanizedKeys() {
  const t = await getTranslations('Typing');
  return (
    <section aria-labelledby="typing-keys" className="space-y-4">
      <h2 id="typing-keys" className="text-2xl font-bold">
        {t('keys.title')}
      </h2>
      <p className="text-muted-foreground">{t('keys.intro')}</p>
      {GROUPS.map(([group, pairs]) => (
        <div key={group} className="space-y-2">
          <h3 className="text-lg font-semibold">{t(`keys.${group}`)}</h3>
          <dl className="grid grid-cols-[repeat(auto-fill,minmax(7rem,1fr))] gap-2">
            {pairs.map(([key, text]) => (
              <div
                key={key}
                className="bg-card flex items-baseline justify-between gap-2 rounded-lg border px-3 py-2"
              >
                <dt>
                  <code className="bg-muted rounded px-1">{key}</code>
                </dt>
                <dd lang="ne" className="text-lg">
                  {text}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
      <div className="space-y-2">
        <h3 className="text-lg font-semibold">{t('keys.controls')}</h3>
        <dl className="space-y-1">
          {CONTROLS.map(([key, rule]) => (
            <div key={key} className="flex items-baseline gap-3">
              <dt>
                <code className="bg-muted rounded px-1">{key}</code>
              </dt>
              <dd>{t(`rules.romanized.${rule}`)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
