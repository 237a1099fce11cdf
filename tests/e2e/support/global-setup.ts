import { E2E_REVALIDATE_SECRET, SEEDED_ORIGIN } from './servers';

/**
 * The test build, like any fresh deployment, saw an empty store, so its market pages were
 * prerendered with their empty states. The seeded server then gets what ingestion gives a running
 * site after it stores data: a revalidation of every market page.
 */
export default async function globalSetup(): Promise<void> {
  const response = await fetch(`${SEEDED_ORIGIN}/api/internal/revalidate`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${E2E_REVALIDATE_SECRET}`,
      'Content-Type': 'application/json',
    },
    body: '{}',
  });
  if (!response.ok) {
    throw new Error(
      `revalidating the seeded server failed: ${response.status} ${await response.text()}`,
    );
  }
}
