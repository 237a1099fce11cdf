import { defineRouting } from 'next-intl/routing';

export const routing = defineRouting({
  locales: ['en', 'ne'],
  defaultLocale: 'en',
  localePrefix: 'always',
  // hreflang comes from the <link> tags each page emits; one source, not also a Link header.
  alternateLinks: false,
});

export type Locale = (typeof routing.locales)[number];
