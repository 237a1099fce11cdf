import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';

jest.mock('next-intl/middleware', () => ({ __esModule: true, default: () => () => null }));
import { config } from '@/proxy';
import { judgeUrl, type UrlDecision } from '@/lib/urls/judge';
import { URL_TABLE, type UrlCase } from '../../url-table';

function judge(url: string): UrlDecision {
  const parsed = new URL(url, 'http://localhost');
  return judgeUrl(parsed.pathname, parsed.searchParams);
}

/** The answer a decision leads to, in the table's terms (the proxy adds the query to a 308). */
function answerOf(decision: UrlDecision, url: string): Pick<UrlCase, 'status' | 'location'> {
  const search = new URL(url, 'http://localhost').search;
  switch (decision.kind) {
    case 'pass':
    case 'rewrite':
      return { status: 200, location: null };
    case 'redirect':
      return { status: 308, location: `${decision.path}${search}` };
    case 'not-found':
      return { status: 404, location: null };
    case 'bad-request':
      return { status: 400, location: null };
    case 'negotiate':
      return {
        status: 307,
        location: `/en${new URL(url, 'http://localhost').pathname.replace(/\/$/, '')}${search}`,
      };
  }
}

// Paths the proxy never sees (files) are answered by Next's file routes.
const judged = URL_TABLE.filter(({ url }) =>
  unstable_doesMiddlewareMatch({ config, url: `http://localhost${url}` }),
);

describe('judgeUrl', () => {
  it('covers at least 60 URLs of every family', () => {
    expect(judged.length).toBeGreaterThanOrEqual(60);
  });

  it.each(judged.map((c) => [c.url, c.status, c.location] as const))(
    '%s answers %i (Location %s)',
    (url, status, location) => {
      expect(answerOf(judge(url), url)).toEqual({ status, location });
    },
  );

  it('rewrites an alias to its canonical page, and a view query to the per-request twin', () => {
    expect(judge('/en/forex')).toEqual({ kind: 'rewrite', path: '/en/foreign-currency-exchange' });
    expect(judge('/ne/vegetables?q=x')).toEqual({
      kind: 'rewrite',
      path: '/ne/kalimati-vegetable-price/view',
    });
    expect(judge('/en/nepalicalendar/2083/mangsir')).toEqual({
      kind: 'rewrite',
      path: '/en/calendar/2083/mangsir',
    });
    expect(judge('/en/forex?utm_source=x')).toEqual({
      kind: 'rewrite',
      path: '/en/foreign-currency-exchange',
    });
    expect(judge('/en/foreign-currency-exchange?utm_source=x')).toEqual({ kind: 'pass' });
  });

  it('sends each locale its own 404', () => {
    expect(judge('/ne/no-such/page')).toEqual({ kind: 'not-found', locale: 'ne' });
    expect(judge('/en/calendar/2083/nosuch')).toEqual({ kind: 'not-found', locale: 'en' });
  });

  it('leaves the API and the route handlers to themselves', () => {
    expect(judge('/api/v1/calendar/2083/nosuch')).toEqual({ kind: 'pass' });
    expect(judge('/en/widgets/today/dark')).toEqual({ kind: 'pass' });
    expect(judge('/ne/og/calendar/2082/jestha')).toEqual({ kind: 'pass' });
  });
});
