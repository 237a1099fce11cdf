import { z } from 'zod';

/** The document at /api/v1/openapi.json: its top level (the rest is OpenAPI 3.1 itself). */
export const OpenApiDocument = z
  .strictObject({
    openapi: z.literal('3.1.0'),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    servers: z.array(z.looseObject({ url: z.string() })),
    tags: z.array(z.looseObject({ name: z.string() })),
    paths: z.record(z.string(), z.looseObject({})),
    components: z.looseObject({}),
  })
  .meta({ id: 'OpenApiDocument' });
