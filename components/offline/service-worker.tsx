'use client';

import { useEffect } from 'react';
import { toast } from '@/components/ui/toast';
import { isProductionBuild } from '@/lib/env/runtime';

// How often a tab that comes back into view asks whether a new deployment's worker exists; the
// browser also asks at each full page load.
const UPDATE_CHECK_MS = 60 * 60_000;

function whenIdle(run: () => void): void {
  const later = () =>
    'requestIdleCallback' in window ? requestIdleCallback(run) : setTimeout(run, 1000);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/**
 * Registers the service worker (lib/sw/worker.ts) in production builds, once the page has loaded
 * and the main thread is idle, so it never competes with the first visit. A new deployment's
 * worker waits; the visitor is told, and reloading hands the tabs to it at once.
 */
export function ServiceWorker({
  updateTitle,
  reloadLabel,
}: {
  updateTitle: string;
  reloadLabel: string;
}) {
  useEffect(() => {
    if (!isProductionBuild() || !('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    // A first install takes control without a reload; only a change of worker reloads the tab,
    // in every tab, so none keeps running the old build's page against the new build's files.
    let controlled = container.controller !== null;
    const onControllerChange = () => {
      if (controlled) window.location.reload();
      controlled = true;
    };
    container.addEventListener('controllerchange', onControllerChange);

    const offerReload = (waiting: ServiceWorker) =>
      toast({
        title: updateTitle,
        action: {
          label: reloadLabel,
          onClick: () => waiting.postMessage({ type: 'SKIP_WAITING' }),
        },
      });

    let lastCheck = Date.now();
    let registration: ServiceWorkerRegistration | undefined;
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || Date.now() - lastCheck < UPDATE_CHECK_MS)
        return;
      lastCheck = Date.now();
      registration?.update().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onVisible);

    whenIdle(() => {
      container.register('/sw.js', { scope: '/' }).then(
        (found) => {
          registration = found;
          if (found.waiting && container.controller) offerReload(found.waiting);
          found.addEventListener('updatefound', () => {
            const installing = found.installing;
            installing?.addEventListener('statechange', () => {
              if (installing.state === 'installed' && container.controller) offerReload(installing);
            });
          });
        },
        () => undefined,
      );
    });
    return () => {
      container.removeEventListener('controllerchange', onControllerChange);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [updateTitle, reloadLabel]);
  return null;
}
