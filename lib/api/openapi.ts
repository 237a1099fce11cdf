import { z } from 'zod';
import { CONTACT_EMAIL } from '@/lib/site';
import {
  BS_RANGE,
  ENDPOINTS,
  type ApiGroup,
  type EndpointDefinition,
  type ErrorStatus,
} from './endpoints';
import { cacheControl, RETRY_AFTER_SECONDS } from './http';
import { ApiError } from './schemas/error';
import type { OpenApiDocument } from './schemas/openapi';

// The OpenAPI 3.1 document of /api/v1, generated from the registry's zod schemas.

export type { ApiGroup, ErrorStatus };
export type JsonObject = { [key: string]: unknown };

export interface ApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description: string;
  schema: JsonObject;
}

/** One operation as the document and the API page show it. */
export interface ApiEndpoint {
  operationId: string;
  path: string;
  group: ApiGroup;
  summary: string;
  description: string;
  parameters: ApiParameter[];
  /** The 200 answer: a JSON body (component schema id), and/or CSV or iCalendar text. */
  ok: { json?: string; csv?: true; calendar?: 'download' | 'feed' };
  errors: readonly ErrorStatus[];
  sMaxAge: number;
  example: string;
}

export const API_GROUPS: readonly ApiGroup[] = ['calendar', 'market', 'meta'];

const COMPONENT = '#/components/schemas/';

/** The id a schema was registered with (`.meta({ id })`). */
function schemaId(schema: z.ZodType): string {
  const id = z.globalRegistry.get(schema)?.id;
  if (!id) throw new Error('openapi: a response schema needs .meta({ id })');
  return id;
}

/** Parameters of a zod object as a client sends them (input side: defaults and enums included). */
function parameters(schema: z.ZodType | undefined, location: 'path' | 'query'): ApiParameter[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as {
    properties?: Record<string, JsonObject>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property;
    if (typeof description !== 'string')
      throw new Error(`openapi: parameter '${name}' needs a description`);
    return {
      name,
      in: location,
      required: location === 'path' || (json.required?.includes(name) ?? false),
      description,
      schema: rest,
    };
  });
}

function toApiEndpoint(operationId: string, e: EndpointDefinition): ApiEndpoint {
  return {
    operationId,
    path: e.path,
    group: e.group,
    summary: e.summary,
    description: e.description,
    parameters: [...parameters(e.pathParams, 'path'), ...parameters(e.query, 'query')],
    ok: {
      ...(e.response ? { json: schemaId(e.response) } : {}),
      ...(e.csv ? { csv: true as const } : {}),
      ...(e.calendar ? { calendar: e.calendar } : {}),
    },
    errors: e.errors,
    sMaxAge: e.sMaxAge,
    example: e.example,
  };
}

/** Every operation of /api/v1, in the order the API Access page shows them. */
export const API_ENDPOINTS: readonly ApiEndpoint[] = Object.entries(ENDPOINTS).map(([id, e]) =>
  toApiEndpoint(id, e),
);

/** The media types an operation answers with, in the order the document and the page list them. */
export function mediaTypes(ok: ApiEndpoint['ok']): string[] {
  return [
    ...(ok.json ? ['application/json'] : []),
    ...(ok.csv ? ['text/csv'] : []),
    ...(ok.calendar ? ['text/calendar'] : []),
  ];
}

const ERROR_RESPONSES: Record<ErrorStatus, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description:
      'Invalid input: `invalid_query` (a missing parameter or a value it does not take), `invalid_date` (not YYYY-MM-DD, or no such day), `out_of_range` (a real date outside the range), `invalid_range` (a history range backwards or too long)',
  },
  404: {
    name: 'NotFound',
    description:
      'No such resource: a year or month outside the calendar, or data the store does not hold',
  },
  503: {
    name: 'StoreUnavailable',
    description: 'The data store could not be read; try again after Retry-After seconds',
  },
};

const CORS_HEADER = { $ref: '#/components/headers/AccessControlAllowOrigin' };

function okResponse(endpoint: ApiEndpoint): JsonObject {
  const { json, csv, calendar } = endpoint.ok;
  const schemas: Record<string, JsonObject> = {
    'application/json': json ? { $ref: `${COMPONENT}${json}` } : {},
    'text/csv': { type: 'string', description: 'With format=csv: RFC 4180, UTF-8 with BOM, CRLF' },
    'text/calendar': { type: 'string', description: 'iCalendar (RFC 5545)' },
  };
  const headers: JsonObject = {
    'Cache-Control': {
      description: 'Shared caches keep the answer this long; browsers a tenth of it',
      schema: { type: 'string', examples: [cacheControl(endpoint.sMaxAge)] },
    },
    'Access-Control-Allow-Origin': CORS_HEADER,
  };
  if (csv || calendar === 'download') {
    headers['Content-Disposition'] = {
      description: csv
        ? 'With format=csv: an attachment with a descriptive filename'
        : 'An attachment, nepali-calendar-{year}.ics',
      schema: { type: 'string' },
    };
  }
  const content = Object.fromEntries(
    mediaTypes(endpoint.ok).map((type) => [type, { schema: schemas[type] }]),
  );
  return { description: 'OK', headers, content };
}

function operation(endpoint: ApiEndpoint): JsonObject {
  const responses: JsonObject = { '200': okResponse(endpoint) };
  for (const status of endpoint.errors) {
    responses[String(status)] = { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
  }
  return {
    operationId: endpoint.operationId,
    tags: [endpoint.group],
    summary: endpoint.summary,
    description: `${endpoint.description}\n\nExample: \`GET ${endpoint.example}\``,
    ...(endpoint.parameters.length ? { parameters: endpoint.parameters } : {}),
    responses,
  };
}

/** Every schema with an id, as OpenAPI components (`$ref`d where used). */
function componentSchemas(): Record<string, JsonObject> {
  const { schemas } = z.toJSONSchema(z.globalRegistry, {
    target: 'draft-2020-12',
    io: 'output',
    unrepresentable: 'any',
    uri: (id) => `${COMPONENT}${id}`,
    // `format` says it; zod's date and date-time regexes would only bury the document.
    override: ({ jsonSchema }) => {
      if (jsonSchema.format === 'date' || jsonSchema.format === 'date-time')
        delete jsonSchema.pattern;
    },
  }) as { schemas: Record<string, JsonObject> };
  // A schema zod had to extract without an id would land in `__shared`, outside the document.
  if ('__shared' in schemas) throw new Error('openapi: a shared schema needs .meta({ id })');
  // Each schema's own `$schema` and `$id` are implied by the document (OpenAPI 3.1's dialect).
  const own = (schema: JsonObject) =>
    Object.fromEntries(
      Object.entries(schema).filter(([key]) => key !== '$schema' && key !== '$id'),
    );
  return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, own(schema)]));
}

/** The OpenAPI 3.1.0 document for a server at `serverUrl` (an origin, no trailing slash). */
export function openApiDocument(serverUrl: string): z.infer<typeof OpenApiDocument> {
  const paths: Record<string, JsonObject> = {};
  for (const endpoint of API_ENDPOINTS) paths[endpoint.path] = { get: operation(endpoint) };
  const responses: JsonObject = {};
  for (const [status, { name, description }] of Object.entries(ERROR_RESPONSES)) {
    const retry = {
      'Retry-After': {
        description: 'Seconds to wait before asking again',
        schema: { type: 'string', examples: [String(RETRY_AFTER_SECONDS)] },
      },
    };
    responses[name] = {
      description,
      headers: { 'Access-Control-Allow-Origin': CORS_HEADER, ...(status === '503' ? retry : {}) },
      content: { 'application/json': { schema: { $ref: `${COMPONENT}${schemaId(ApiError)}` } } },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Nepali Patro Hub API',
      version: '1.0.0',
      description: [
        `Free, read-only JSON API for the Bikram Sambat calendar (${BS_RANGE}), date conversion, the panchang, festivals and holidays, and daily market prices (Nepal Rastra Bank exchange rates, Kalimati vegetable prices, FENEGOSIDA gold and silver prices).`,
        'No key is needed. Every endpoint answers GET (and OPTIONS for CORS preflight) with `Access-Control-Allow-Origin: *` and a `Cache-Control` header; please cache answers rather than polling.',
        'Errors use one envelope, `{ "error": { "code", "message" } }`: 400 for invalid input, 404 for unknown resources (and unknown paths under /api), 503 (`store_unavailable`, with `Retry-After`) when the data store cannot be read. POST, PUT, PATCH and DELETE answer 405 with an `Allow` header. The `Error` schema lists every code with its meaning.',
      ].join('\n\n'),
      contact: { email: CONTACT_EMAIL },
    },
    servers: [{ url: serverUrl }],
    tags: [
      { name: 'calendar', description: 'Calendar and dates' },
      { name: 'market', description: 'Market prices, stored daily from their official publishers' },
      { name: 'meta', description: 'About the API and its data' },
    ],
    paths,
    components: {
      schemas: componentSchemas(),
      responses,
      headers: {
        AccessControlAllowOrigin: {
          description: 'CORS is open to every origin',
          schema: { type: 'string', const: '*' },
        },
      },
    },
  };
}
