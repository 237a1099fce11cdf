import 'server-only';
import { z } from 'zod';

/*
 * `/api/daily-prices/{np,en}` (undocumented): `{status, date, prices: [{commodityname,
 * commodityunit, minprice, maxprice, avgprice}]}`, prices as strings ("60.00"). Field names are
 * the SQL aliases in the site's commodityPriceDaily model. Raw types stay in this folder.
 */
const price = z.union([z.string(), z.number()]);

export const dailyPricesSchema = z.object({
  status: z.union([z.number(), z.string()]).optional(),
  date: z.string(),
  prices: z.array(
    z.object({
      commodityname: z.string(),
      commodityunit: z.string().nullish(),
      minprice: price,
      maxprice: price,
      avgprice: price,
    }),
  ),
});
