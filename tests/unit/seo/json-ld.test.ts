import { eventJsonLd, eventListJsonLd } from '@/lib/seo/json-ld';

describe('event JSON-LD', () => {
  it('links each month event to its day page and does not repeat its name as a description', () => {
    const list = eventListJsonLd('Key events of Mangsir', [
      { name: 'Haribodhini Ekadashi', startDate: '2026-11-20', url: 'https://x.np/en/d/4' },
    ]);
    const [entry] = JSON.parse(JSON.stringify(list.itemListElement)) as { item: object }[];
    expect(entry!.item).toMatchObject({
      name: 'Haribodhini Ekadashi',
      startDate: '2026-11-20',
      url: 'https://x.np/en/d/4',
      location: { '@type': 'Country', name: 'Nepal' },
    });
    expect(entry!.item).not.toHaveProperty('description');
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
