import 'server-only';
import { z } from 'zod';

/*
 * FENEGOSIDA's SPA API (https://api.fenegosida.org/api/website/v1/Dashboard/…). `today` rows:
 * `{id, todayDate, yestardayDate, rateType, todayBaseRatePerGram, yestardayBaseRatePerGram}`;
 * "PerGram" is misnamed (the value is per the unit in `rateType`) and "yestarday" is upstream's
 * spelling. Raw types stay in this folder.
 */
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
