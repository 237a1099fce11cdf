import { getTranslations } from 'next-intl/server';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { nepaliRun } from '@/components/i18n/nepali-run';
import { preetiToUnicode, romanizedToUnicode } from '@/lib/typing';
import type { TypingMode } from './typing-pages';

// Each rule with what one types for it; the table shows what the converter makes of each.
const ROMANIZED_RULES = [
  ['vowels', ['kaa', 'kii', 'kI', 'kuu', 'kU']],
  ['diphthongs', ['kai', 'kau']],
  ['retroflex', ['t T', 'th Th', 'd D', 'dh Dh', 'n N']],
  ['sibilants', ['sh Sh']],
  ['conjuncts', ['ksha', 'gya', 'tra', 'shra', 'dharma']],
  ['final', ['ghar', 'ghara']],
  ['halant', ['bhagavaan\\']],
  ['separator', ['k/h', 'a/i']],
  ['nasal', ['ha*s', 'ha**s']],
  ['halfRa', ['garryo']],
  ['verbatim', ['{Facebook}']],
  ['digits', ['2082.']],
] as const;

const PREETI_RULES = [
  ['shortI', ['ls', 'ljBfno']],
  ['reph', ['wd{', 'sfo{']],
  ['o', ['sf]', 'sf}']],
  ['numberRow', ['7', '8', '6«']],
  ['digits', ['@)*#', '!)']],
  ['half', ['if', '0f']],
  ['hook', ['km', 'em', 'pm', 'qm']],
  ['conjunct', ['q', '1', '>', 'If', '2', '4']],
  ['ra', ['k|', 'u|']],
  ['vowels', ['cf', 'cf]', 'O{']],
] as const;

/** The conventions of one direction as a table: the keys, the Unicode they make, the rule. */
export async function TypingHelp({ mode }: { mode: TypingMode }) {
  const t = await getTranslations('Typing');
  const romanized = mode === 'romanized';
  const rules = (romanized ? ROMANIZED_RULES : PREETI_RULES).map(([rule, examples]) => ({
    key: rule,
    rule: t.rich(
      `rules.${romanized ? 'romanized' : 'preeti'}.${rule}` as 'rules.preeti.reph',
      nepaliRun,
    ),
    pairs: examples.map((keys) => {
      const unicode = romanized ? romanizedToUnicode(keys) : preetiToUnicode(keys);
      // The Unicode to Preeti page reads the same pairs the other way round.
      return mode === 'unicode' ? [unicode, keys] : [keys, unicode];
    }),
  }));
  const codeColumn = mode === 'unicode' ? 1 : 0;
  return (
    <section aria-labelledby="typing-help" className="space-y-3">
      <h2 id="typing-help" className="text-2xl font-bold">
        {t('helpTitle')}
      </h2>
      <Table
        label={t('helpTable')}
        containerClassName="bg-card rounded-xl border"
        className="text-left"
      >
        <TableHeader className="bg-muted/50">
          <TableRow>
            <TableHead scope="col">{t(`tool.${mode}.input`)}</TableHead>
            <TableHead scope="col">{t(`tool.${mode}.output`)}</TableHead>
            <TableHead scope="col">{t('helpRule')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody className="divide-y">
          {rules.map(({ key, rule, pairs }) => (
            <TableRow key={key}>
              {[0, 1].map((column) => (
                <TableCell key={column} className="align-top">
                  <ul className="space-y-1">
                    {pairs.map((pair) => (
                      <li key={pair[0]}>
                        {column === codeColumn ? (
                          <code className="bg-muted rounded px-1">{pair[column]}</code>
                        ) : (
                          <span lang="ne" className="text-base">
                            {pair[column]}
                          </span>
                        )}
                      </li>
                    ))}
                  </ul>
                </TableCell>
              ))}
              <TableCell className="align-top">{rule}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
