// Three rows of the distance table, reused by every call: the search compares each query key with
// the whole vocabulary, and fresh arrays per comparison were most of a query's time.
let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

function rowsFor(width: number): Int32Array[] {
  if (rows[0]!.length < width) rows = rows.map(() => new Int32Array(width * 2));
  return rows;
}

/** Edit distance counting a transposition as one edit (`dashian` → `dashain`). */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = b.length;
  let [before, previous, current] = rowsFor(n + 1) as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= n; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j += 1) {
      const bj = b.charCodeAt(j - 1);
      let value = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (ai === bj ? 0 : 1),
      );
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[n]!, max + 1);
}
