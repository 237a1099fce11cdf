import 'server-only';
import { z } from 'zod';

// `/api/daily-prices/{np,en}`, undocumented; prices come as strings ("60.00").
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
