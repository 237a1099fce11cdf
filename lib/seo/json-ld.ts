import type {
  BreadcrumbList,
  Dataset,
  Event,
  FAQPage,
  ItemList,
  SearchAction,
  WebSite,
  WithContext,
} from 'schema-dts';

export function breadcrumbJsonLd(
  items: { name: string; url: string }[],
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** The site, with its search as a SearchAction (a search box in results). */
export function websiteJsonLd(input: {
  name: string;
  url: string;
  inLanguage: string;
  searchUrl: string;
}): WithContext<WebSite> {
  // Search engines read `query-input` for the template's variable; schema-dts lacks it (it is not
  // in the schema.org vocabulary proper).
  const search: SearchAction & { 'query-input': string } = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${input.searchUrl}?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: input.name,
    url: input.url,
    inLanguage: input.inLanguage,
    potentialAction: search,
  };
}

export function faqJsonLd(entries: { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

/** An ItemList of day-page URLs; each day page carries the full Event. */
export function pageListJsonLd(name: string, urls: string[]): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    itemListElement: urls.map((url, i) => ({ '@type': 'ListItem', position: i + 1, url })),
  };
}

type EventInput = {
  name: string;
  startDate: string;
  endDate?: string;
  /** Left out when it would only repeat the name. */
  description?: string;
  /** The event's own page (a calendar day page). */
  url?: string;
};

function eventThing(event: EventInput): Event {
  return {
    '@type': 'Event',
    name: event.name,
    startDate: event.startDate,
    endDate: event.endDate ?? event.startDate,
    ...(event.description && event.description !== event.name
      ? { description: event.description }
      : {}),
    ...(event.url ? { url: event.url } : {}),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'Country', name: 'Nepal' },
  };
}

/** One festival day as a schema.org Event (a day page carries one per event). */
export function eventJsonLd(event: EventInput): WithContext<Event> {
  return { '@context': 'https://schema.org', ...eventThing(event) } as WithContext<Event>;
}

export function eventListJsonLd(name: string, events: EventInput[]): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    itemListElement: events.map((event, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: eventThing(event),
    })),
  };
}

/** A price history as a schema.org Dataset with CSV and JSON, for dataset search. */
export function datasetJsonLd(input: {
  name: string;
  description: string;
  url: string;
  creator: { name: string; url: string };
  csv: string;
  json: string;
  temporalCoverage?: string;
  inLanguage: string;
  /** Where the prices are from (default the country). */
  place?: string;
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
    spatialCoverage: { '@type': 'Place', name: input.place ?? 'Nepal' },
    ...(input.temporalCoverage ? { temporalCoverage: input.temporalCoverage } : {}),
    distribution: [
      { '@type': 'DataDownload', encodingFormat: 'text/csv', contentUrl: input.csv },
      { '@type': 'DataDownload', encodingFormat: 'application/json', contentUrl: input.json },
    ],
  };
}
