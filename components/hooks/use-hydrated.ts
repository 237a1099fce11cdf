'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server HTML and during hydration, true once React runs in the browser. It costs a
 * second render of the component after hydration: use it only where the output changes.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * A ref that marks its element `data-hydrated` once its handlers are live (tests wait on it),
 * written straight to the DOM so the component does not render twice.
 */
export function useHydratedMarker<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.setAttribute('data-hydrated', '');
  }, []);
  return ref;
}
