import { recentImage } from '@/lib/og/recent-images';

jest.mock('server-only', () => ({}));

const png = (n: number) => new Uint8Array([n]).buffer;

describe('recentImage', () => {
  it('draws an image once within ten minutes, then again', async () => {
    let drawn = 0;
    const draw = jest.fn(async () => png((drawn += 1)));
    const first = await recentImage('en month', 0, draw);
    expect(await recentImage('en month', 9 * 60_000, draw)).toBe(first);
    expect(draw).toHaveBeenCalledTimes(1);
    expect(await recentImage('en month', 10 * 60_000, draw)).not.toBe(first);
    expect(draw).toHaveBeenCalledTimes(2);
  });

  it('keeps at most 200 images, dropping the oldest', async () => {
    const draw = jest.fn(async () => png(1));
    for (let i = 0; i < 201; i += 1) await recentImage(`k${i}`, 0, draw);
    expect(draw).toHaveBeenCalledTimes(201);
    await recentImage('k200', 0, draw);
    expect(draw).toHaveBeenCalledTimes(201);
    await recentImage('k0', 0, draw);
    expect(draw).toHaveBeenCalledTimes(202);
  });
});
