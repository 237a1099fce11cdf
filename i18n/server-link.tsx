import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { localizeHref } from './paths';

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** A locale-less path such as `/calendar`, or a fragment or query. */
  href: string;
};

/**
 * The locale-aware link of server components: a plain anchor, so a page's links add nothing to
 * hydrate (each client link was a `next/link` instance with its own hooks, about a quarter of
 * the home page's script time). Clicks still navigate client-side through the layout's one
 * `SoftNavigation` listener. Client components keep `Link` from `./navigation`.
 */
export function Link({ href, ...props }: LinkProps) {
  const locale = useLocale();
  return <a href={localizeHref(href, locale)} {...props} />;
}
