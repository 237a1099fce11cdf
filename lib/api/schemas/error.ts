import { z } from 'zod';

/** Every error answer of /api: one envelope, whatever the status. */
export const ApiError = z
  .strictObject({
    error: z.strictObject({
      code: z.string().meta({
        description: 'Machine-readable reason',
        examples: [
          'invalid_query',
          'invalid_date',
          'out_of_range',
          'invalid_range',
          'not_found',
          'method_not_allowed',
          'store_unavailable',
          'bad_request',
        ],
      }),
      message: z.string().describe('What was wrong, in English'),
    }),
  })
  .meta({ id: 'Error' });

export type ApiErrorBody = z.infer<typeof ApiError>;
