import type { Place, WithContext } from 'schema-dts';

/** Kalimati market as a Place, open every day 04:00–19:00 (the market board's trading hours). */
export function kalimatiPlaceJsonLd(name: string, url: string): WithContext<Place> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Place',
    name,
    url,
    address: {
      '@type': 'PostalAddress',
      streetAddress: 'Kalimati',
      addressLocality: 'Kathmandu',
      addressCountry: 'NP',
    },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: '04:00',
      closes: '19:00',
    },
  };
}
