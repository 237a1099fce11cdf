import type { ReactNode } from 'react';

/**
 * The `<ne>` tag of rich messages: a Nepali word inside English text, such as "Bikram Sambat
 * (<ne>विक्रम संवत्</ne>)". The lang lets screen readers switch voice and gives the run the
 * Devanagari face (app/globals.css). Nepali messages leave the tag out.
 */
export const nepaliRun = {
  ne: (chunks: ReactNode) => <span lang="ne">{chunks}</span>,
};
