import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { judgeUrl } from '@/lib/urls/judge';
import {
  HANDLER_PREFIXES,
  PAGE_ALIASES,
  PAGES,
  PLAIN_PAGES,
  QUERY_VIEW_PAGES,
} from '@/lib/urls/page-table';

// The page table (lib/urls/page-table.ts) names the pages; the router serves the folders under
// app/[locale]. A folder the table does not know is a page nobody can reach (the proxy answers
// 404 before the router sees it), and a name without a folder is a page the judge lets through
// to the router's 404: both are silent, so they are checked here both ways.
const LOCALE_DIR = path.join(process.cwd(), 'app', '[locale]');
const folders = readdirSync(LOCALE_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const answers = (folder: string) =>
  ['page.tsx', 'route.ts', 'route.tsx'].some((file) =>
    existsSync(path.join(LOCALE_DIR, folder, file)),
  );

describe('the page table and the folders under app/[locale]', () => {
  it.each(folders.filter(answers))('/en/%s is served, as its folder answers', (folder) => {
    for (const locale of ['en', 'ne']) {
      const decision = judgeUrl(`/${locale}/${folder}`, new URLSearchParams());
      expect([folder, decision.kind]).toEqual([folder, expect.stringMatching(/^(pass|rewrite)$/)]);
    }
  });

  it('has a folder for every page, query-view page, handler and alias target it names', () => {
    const named = [
      ...PLAIN_PAGES,
      ...Object.keys(QUERY_VIEW_PAGES),
      ...HANDLER_PREFIXES,
      ...Object.values(PAGE_ALIASES),
    ];
    expect(named.filter((name) => !folders.includes(name))).toEqual([]);
  });

  it('has a row for every folder, and a folder for every row', () => {
    const rows = Object.values(PAGES)
      .map((row) => row.path.slice(1))
      .filter(Boolean);
    // The web app manifest is a file the layout links, not a page.
    const pages = folders.filter((folder) => folder !== 'manifest.webmanifest');
    expect([...rows].sort()).toEqual([...pages].sort());
  });

  it('serves each alias as its page', () => {
    for (const [alias, page] of Object.entries(PAGE_ALIASES)) {
      const decision = judgeUrl(`/en/${alias}`, new URLSearchParams());
      expect([alias, decision]).toEqual([alias, expect.objectContaining({ kind: 'rewrite' })]);
      if (decision.kind === 'rewrite') expect(decision.path).toBe(`/en/${page}`);
    }
  });
});
