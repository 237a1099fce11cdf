import type { SerwistPlugin } from 'serwist';

/**
 * Whether a response may be saved by this build's worker: a 200, and for a page, one rendered by
 * this build (every page carries its build id in its flight data).
 */
export async function isKeepable(response: Response, buildId: string): Promise<boolean> {
  if (response.status !== 200) return false;
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('text/html')) return true;
  return (await response.clone().text()).includes(buildId);
}

/** {@link isKeepable} as a plugin of the runtime strategies. */
export function sameBuildPlugin(buildId: string): SerwistPlugin {
  return {
    cacheWillUpdate: async ({ response }) =>
      (await isKeepable(response, buildId)) ? response : null,
  };
}
