import { z } from 'zod';
import { API_ERROR_CODES, type ApiErrorCode } from '../error-codes';

const CODES = Object.keys(API_ERROR_CODES) as [ApiErrorCode, ...ApiErrorCode[]];

/** Every error answer of /api: one envelope, whatever the status. */
export const ApiError = z
  .strictObject({
    error: z.strictObject({
      code: z.enum(CODES).meta({
        description: [
          'Machine-readable reason, one of:',
          ...CODES.map((code) => `- \`${code}\`: ${API_ERROR_CODES[code]}`),
        ].join('\n'),
      }),
      message: z.string().describe('What was wrong, in English'),
    }),
  })
  .meta({ id: 'Error' });

export type ApiErrorBody = z.infer<typeof ApiError>;
