import type { SerwistPlugin } from 'serwist';

/** Whether this build's worker may save a response: a 200, and a page of this build. */
export async function isKeepable(response: Response, buildId: string): Promise<boolean> {
  if (response.status !== 200) return false;
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('text/html')) return true;
  return (await response.clone().text()).includes(buildId);
}

export function sameBuildPlugin(buildId: string): SerwistPlugin {
  return {
    cacheWillUpdate: async ({ response }) =>
      (await isKeepable(response, buildId)) ? response : null,
  };
}
