'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { isPagesCache } from '@/lib/sw/cache-names';

interface SavedPage {
  path: string;
  title: string;
}

// The page's own title without the brand the title template adds ("… | Nepali Patro Hub").
const TITLE = /<title>([^<]*?)(?: \| [^<|]*)?<\/title>/;

function decode(text: string): string {
  const element = document.createElement('textarea');
  element.innerHTML = text;
  return element.value;
}

/** The pages of `locale` the service worker has saved on this device, by their titles. */
async function savedPages(locale: string): Promise<SavedPage[]> {
  if (!('caches' in window)) return [];
  const names = (await caches.keys()).filter(isPagesCache);
  const pages = new Map<string, SavedPage>();
  for (const name of names) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const { pathname, search } = new URL(request.url);
      const path = `${pathname}${search}`;
      if (!pathname.startsWith(`/${locale}`) || pages.has(path)) continue;
      const html = await (await cache.match(request))?.text();
      const title = html ? TITLE.exec(html)?.[1] : undefined;
      pages.set(path, { path, title: title ? decode(title) : path });
    }
  }
  return [...pages.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/** `empty` is what shows when nothing is saved, rendered by the server. */
export function SavedPages({ locale, empty }: { locale: string; empty: ReactNode }) {
  const [pages, setPages] = useState<SavedPage[] | null>(null);
  useEffect(() => {
    savedPages(locale).then(setPages, () => setPages([]));
  }, [locale]);
  if (pages === null) return null;
  if (pages.length === 0) return empty;
  return (
    <ul className="list-disc space-y-1 ps-6" data-testid="saved-pages">
      {pages.map((page) => (
        <li key={page.path}>
          <a href={page.path} className="text-primary underline-offset-4 hover:underline">
            {page.title}
          </a>
        </li>
      ))}
    </ul>
  );
}
