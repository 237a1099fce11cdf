import type { Dataset, Place, WithContext } from 'schema-dts';

/** A downloadable history (schema.org Dataset) with its CSV and JSON distributions. */
export function datasetJsonLd(input: {
  name: string;
  description: string;
  url: string;
  creator: { name: string; url: string };
  /** ISO date range the store covers, e.g. '2025-05-14/2025-05-15'. */
  temporalCoverage: string | null;
  csvUrl: string;
  jsonUrl: string;
  inLanguage: string;
}): WithContext<Dataset> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    name: input.name,
    description: input.description,
    url: input.url,
    inLanguage: input.inLanguage,
    isAccessibleForFree: true,
    creator: { '@type': 'Organization', name: input.creator.name, url: input.creator.url },
    ...(input.temporalCoverage ? { temporalCoverage: input.temporalCoverage } : {}),
    spatialCoverage: { '@type': 'Place', name: 'Kathmandu, Nepal' },
    distribution: [
      { '@type': 'DataDownload', encodingFormat: 'text/csv', contentUrl: input.csvUrl },
      { '@type': 'DataDownload', encodingFormat: 'application/json', contentUrl: input.jsonUrl },
    ],
  };
}

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
