import {
  softNavigationHref,
  type Anchor,
  type Click,
  type Here,
} from '@/components/layout/soft-navigation-href';

const here: Here = {
  href: 'https://example.test/en/calendar/2083/mangsir?x=1',
  origin: 'https://example.test',
  pathname: '/en/calendar/2083/mangsir',
  search: '?x=1',
};
const click: Click = {
  defaultPrevented: false,
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
};
const anchor = (href: string, extra: Partial<Anchor> = {}): Anchor => ({
  href,
  target: '',
  download: false,
  ...extra,
});

describe('softNavigationHref', () => {
  it('opens a page of the same language client-side, keeping query and fragment', () => {
    expect(softNavigationHref(click, anchor('/en/kalimati-vegetable-price'), here)).toBe(
      '/en/kalimati-vegetable-price',
    );
    expect(softNavigationHref(click, anchor('https://example.test/en?q=1#top'), here)).toBe(
      '/en?q=1#top',
    );
  });

  it('leaves new-tab, modified and non-primary clicks to the browser', () => {
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)
      expect(softNavigationHref({ ...click, [key]: true }, anchor('/en'), here)).toBeNull();
    expect(softNavigationHref({ ...click, button: 1 }, anchor('/en'), here)).toBeNull();
    expect(
      softNavigationHref({ ...click, defaultPrevented: true }, anchor('/en'), here),
    ).toBeNull();
  });

  it('leaves anchors with a target or a download to the browser', () => {
    expect(softNavigationHref(click, anchor('/en', { target: '_blank' }), here)).toBeNull();
    expect(softNavigationHref(click, anchor('/en', { download: true }), here)).toBeNull();
    expect(softNavigationHref(click, anchor('/en/faq', { target: '_self' }), here)).toBe('/en/faq');
  });

  it('leaves other sites, the API and files, and the other language to a full load', () => {
    expect(softNavigationHref(click, anchor('https://facebook.com/en'), here)).toBeNull();
    expect(softNavigationHref(click, anchor('/api/v1/calendar.ics'), here)).toBeNull();
    expect(softNavigationHref(click, anchor('/english-page'), here)).toBeNull();
    expect(softNavigationHref(click, anchor('/ne/calendar/2083/mangsir'), here)).toBeNull();
  });

  it('leaves a fragment of the same page to the browser but not one of another page', () => {
    expect(softNavigationHref(click, anchor('/en/calendar/2083/mangsir?x=1#faq'), here)).toBeNull();
    expect(softNavigationHref(click, anchor('/en/calendar/2083/mangsir#faq'), here)).toBe(
      '/en/calendar/2083/mangsir#faq',
    );
  });
});
