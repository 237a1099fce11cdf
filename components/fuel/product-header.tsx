import { TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { FuelProduct } from '@/lib/market/fuel-format';

/** The header row of the fuel tables: one row label, then a right-aligned column per product. */
export function ProductHeader({
  first,
  products,
  productName,
}: {
  first: string;
  products: readonly FuelProduct[];
  productName: (product: FuelProduct) => string;
}) {
  return (
    <TableHeader>
      <TableRow className="border-b text-left">
        <TableHead scope="col" size="flush">
          {first}
        </TableHead>
        {products.map((product) => (
          <TableHead key={product} scope="col" size="flush" numeric>
            {productName(product)}
          </TableHead>
        ))}
      </TableRow>
    </TableHeader>
  );
}
