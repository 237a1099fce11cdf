/**
 * Suites that compare against `../shared/reference` (published data kept beside the repo, never in
 * it). Without the folder they skip locally with a warning, and scripts/test-summary.mjs reports
 * the skips; in CI (`CI=true`) they fail instead, so a checkout without the data cannot pass by
 * silently checking less.
 */
type Describe = (name: string, body: () => void) => void;

export function describeWithReference(available: boolean, suite: string, file: string): Describe {
  if (available) return describe;
  const missing = `${suite}: ${file} not found (shared/reference beside the repo)`;
  if (process.env.CI === 'true') {
    return (name) =>
      describe(name, () => {
        it('has its reference data (required when CI=true)', () => {
          throw new Error(missing);
        });
      });
  }
  console.warn(`${missing}; skipped`);
  return describe.skip;
}
