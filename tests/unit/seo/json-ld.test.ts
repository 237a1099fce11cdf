import { eventJsonLd, pageListJsonLd } from '@/lib/seo/json-ld';

describe('event JSON-LD', () => {
  it("lists the month's event days by their page, in order", () => {
    const list = pageListJsonLd('Key events of Mangsir', [
      'https://x.np/en/d/4',
      'https://x.np/en/d/8',
    ]);
    expect(JSON.parse(JSON.stringify(list))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Key events of Mangsir',
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: 'https://x.np/en/d/4' },
        { '@type': 'ListItem', position: 2, url: 'https://x.np/en/d/8' },
      ],
    });
  });

  it("places a day page's event in Nepal and does not repeat its name as a description", () => {
    const event = eventJsonLd({ name: 'Haribodhini Ekadashi', startDate: '2026-11-20' });
    expect(event).toMatchObject({
      name: 'Haribodhini Ekadashi',
      endDate: '2026-11-20',
      location: { '@type': 'Country', name: 'Nepal' },
    });
    expect(event).not.toHaveProperty('description');
  });

  it('keeps a description that says more than the name', () => {
    const event = eventJsonLd({
      name: 'Chhath',
      startDate: '2026-11-15',
      description: 'Sun worship',
    });
    expect(event).toMatchObject({ description: 'Sun worship', endDate: '2026-11-15' });
    expect(
      eventJsonLd({ name: 'Chhath', startDate: '2026-11-15', description: 'Chhath' }),
    ).not.toHaveProperty('description');
  });
});
