import type { Locale } from '@/i18n/routing';
import type { vegetableName } from '@/lib/market/vegetable-view';

/**
 * An item's name as `vegetableName` gives it: the page-language name, then the other in
 * brackets, each run marked with its language where that differs from the page's. Plain text
 * where it does not, so a table row costs no extra element.
 */
export function VegetableNameText({
  name,
  secondaryClassName,
}: {
  name: ReturnType<typeof vegetableName>;
  secondaryClassName?: string;
}) {
  return (
    <>
      <Run lang={name.primaryLang}>{name.primary}</Run>
      {name.secondary && (
        <>
          {' '}
          <span lang={name.secondaryLang} className={secondaryClassName}>
            {`(${name.secondary})`}
          </span>
        </>
      )}
    </>
  );
}

function Run({ lang, children }: { lang?: Locale; children: string }) {
  return lang ? <span lang={lang}>{children}</span> : children;
}
