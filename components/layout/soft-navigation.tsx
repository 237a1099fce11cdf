'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { softNavigationHref } from './soft-navigation-href';

/**
 * Turns clicks on the plain anchors of server components into client-side navigations: one
 * listener for the whole page instead of a hydrated `next/link` per link. It listens on the
 * window, after React's root listener, so a `next/link` that handled its click is left alone.
 */
export function SoftNavigation() {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor =
        event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
      if (!anchor) return;
      const href = softNavigationHref(
        event,
        { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download') },
        window.location,
      );
      if (href === null) return;
      event.preventDefault();
      router.push(href);
    };
    window.addEventListener('click', onClick);
    return () => window.removeEventListener('click', onClick);
  }, [router]);
  return null;
}
