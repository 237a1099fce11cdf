import { siteUrl } from '@/lib/env/runtime';

/** Site-wide constants: the public origin (for canonical URLs) and the project's accounts. */
export const SITE_URL = siteUrl();

export const CONTACT_EMAIL = 'hello@nepalipatrohub.com';

export const SOCIAL_LINKS = {
  facebook: 'https://www.facebook.com/nepalipatrohub',
  tiktok: 'https://www.tiktok.com/@nepalipatrohub',
  twitter: 'https://x.com/nepalipatrohub',
  instagram: 'https://www.instagram.com/nepalipatrohub',
} as const;
