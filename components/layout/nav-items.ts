/** True when `pathname` (without locale) is the entry's page or below it. */
export function isActiveNav(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
