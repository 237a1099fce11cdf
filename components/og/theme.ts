/** The site's palette (app/globals.css, light theme) in sRGB for the images. */
export const OG_COLORS = {
  background: '#fdfcf9',
  foreground: '#1c2030',
  muted: '#5f6374',
  primary: '#a8261f',
  primaryForeground: '#ffffff',
  accent: '#f8e8e4',
  border: '#e6e2da',
  success: '#1f7a45',
  warning: '#9a5b00',
} as const;
