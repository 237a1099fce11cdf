import { pageWindow, parsePage } from '@/components/market/pagination';

describe('pageWindow', () => {
  it('shows at most five pages, centred on the current one and anchored at the ends', () => {
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(8, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(9, 9)).toEqual([5, 6, 7, 8, 9]);
  });

  it('shows every page when there are few, and none for a single page', () => {
    expect(pageWindow(2, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 1)).toEqual([]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('parsePage', () => {
  it('reads ?page= and clamps it to the real pages', () => {
    expect(parsePage('2', 2)).toBe(2);
    expect(parsePage('99', 2)).toBe(2);
    expect(parsePage('0', 2)).toBe(1);
    expect(parsePage('abc', 2)).toBe(1);
    expect(parsePage(undefined, 2)).toBe(1);
    expect(parsePage(['2', '1'], 3)).toBe(2);
  });
});
