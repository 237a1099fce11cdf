import { chartGeometry } from '@/components/charts/chart-geometry';

const box = { width: 640, height: 260, margin: { top: 10, right: 10, bottom: 30, left: 60 } };

describe('chartGeometry', () => {
  it('maps the earliest day to the left edge, the latest to the right, and higher prices higher up', () => {
    const g = chartGeometry(
      [
        {
          key: 'buy',
          points: [
            { date: '2026-04-01', value: 100 },
            { date: '2026-04-11', value: 120 },
            { date: '2026-04-21', value: 110 },
          ],
        },
      ],
      box,
    );
    const line = g.lines[0]!;
    const coords = [...line.path.matchAll(/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g)].map((m) => ({
      x: Number(m[1]),
      y: Number(m[2]),
    }));
    expect(coords).toHaveLength(3);
    expect(coords[0]!.x).toBeCloseTo(60);
    expect(coords[2]!.x).toBeCloseTo(630);
    expect(coords[1]!.x).toBeCloseTo(345); // 10 of 20 days: the middle
    expect(coords[1]!.y).toBeLessThan(coords[2]!.y); // 120 drawn above 110
    expect(coords[2]!.y).toBeLessThan(coords[0]!.y); // 110 above 100
    expect(line.last).toEqual({ x: 630, y: expect.closeTo(coords[2]!.y, 1) });
    expect(line.area.startsWith('M')).toBe(true);
  });

  it('keeps every point inside the plot and puts y ticks around the data', () => {
    const g = chartGeometry(
      [
        {
          key: 'p',
          points: [
            { date: '2026-08-09', value: 301600 },
            { date: '2026-08-16', value: 305200 },
          ],
        },
      ],
      box,
    );
    for (const tick of g.yTicks) {
      expect(tick.y).toBeGreaterThanOrEqual(10);
      expect(tick.y).toBeLessThanOrEqual(230);
    }
    const values = g.yTicks.map((t) => t.value);
    expect(Math.min(...values)).toBeLessThanOrEqual(301600);
    expect(Math.max(...values)).toBeGreaterThanOrEqual(305200);
    expect(
      g.xTicks.every((t) => /^\d{4}-\d{2}-\d{2}$/.test(t.date) && t.x >= 60 && t.x <= 630),
    ).toBe(true);
  });

  it('draws a single day as a dot in the middle of the plot, and a flat series mid-height', () => {
    const single = chartGeometry(
      [{ key: 'p', points: [{ date: '2026-08-16', value: 4710 }] }],
      box,
    );
    expect(single.lines[0]!.path).toBe('');
    expect(single.lines[0]!.single).toBe(true);
    expect(single.lines[0]!.last!.x).toBeCloseTo(345);

    const flat = chartGeometry(
      [
        {
          key: 'inr',
          points: [
            { date: '2026-04-01', value: 160 },
            { date: '2026-04-02', value: 160 },
          ],
        },
      ],
      box,
    );
    const y = flat.lines[0]!.last!.y;
    expect(y).toBeGreaterThan(10 + 20);
    expect(y).toBeLessThan(230 - 20);
  });

  it('shares one y scale between lines (selling above buying)', () => {
    const g = chartGeometry(
      [
        {
          key: 'buy',
          points: [
            { date: '2026-04-01', value: 151.44 },
            { date: '2026-04-02', value: 151.76 },
          ],
        },
        {
          key: 'sell',
          points: [
            { date: '2026-04-01', value: 152.04 },
            { date: '2026-04-02', value: 152.36 },
          ],
        },
      ],
      box,
    );
    expect(g.lines[1]!.last!.y).toBeLessThan(g.lines[0]!.last!.y);
  });
});
