import 'server-only';
import { z } from 'zod';

// FENEGOSIDA's SPA API (https://api.fenegosida.org/api/website/v1/Dashboard/…); upstream's
// "PerGram" fields are per the unit in `rateType`, and "yestarday" is its spelling.
const value = z.union([z.number(), z.string()]).nullable();

export const todayRowsSchema = z.array(
  z.object({
    todayDate: z.string(),
    yestardayDate: z.string().nullish(),
    rateType: z.string(),
    todayBaseRatePerGram: value,
    yestardayBaseRatePerGram: value.optional(),
  }),
);

export const monthRowsSchema = z.array(
  z.object({
    todayDate: z.string(),
    rateType: z.string(),
    baseRatePerGram: value,
  }),
);
