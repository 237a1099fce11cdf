import { siteUrl } from '@/lib/env/runtime';

export const SITE_URL = siteUrl();

export const CONTACT_EMAIL = 'hello@nepalipatrohub.com';

export const SOCIAL_LINKS = {
  facebook: 'https://www.facebook.com/nepalipatrohub',
  tiktok: 'https://www.tiktok.com/@nepalipatrohub',
  twitter: 'https://x.com/nepalipatrohub',
  instagram: 'https://www.instagram.com/nepalipatrohub',
} as const;

/** The installed app's colours: the icon's red (public/favicon.svg) and the page background. */
export const APP_THEME_COLOR = '#b3261e';
export const APP_BACKGROUND_COLOR = '#fdfcf9';
