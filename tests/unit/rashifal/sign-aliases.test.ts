import { signAliasRedirect } from '@/lib/routing/aliases';

describe('signAliasRedirect', () => {
  it.each([
    ['/nepali-rashifal/mesh', '/nepali-rashifal/aries'],
    ['/nepali-rashifal/Brish', '/nepali-rashifal/taurus'],
    ['/nepali-rashifal/simha', '/nepali-rashifal/leo'],
    ['/nepali-rashifal/singha/', '/nepali-rashifal/leo'],
    ['/rashifal/brischik', '/nepali-rashifal/scorpio'],
    ['/nepali-rashifal/%E0%A4%AE%E0%A5%80%E0%A4%A8', '/nepali-rashifal/pisces'], // मीन
  ])('sends %s to %s', (path, target) => {
    expect(signAliasRedirect(path)).toBe(target);
  });

  it.each([
    '/nepali-rashifal',
    '/nepali-rashifal/aries',
    '/nepali-rashifal/ophiuchus',
    '/nepali-rashifal/mesh/x',
    '/calendar/mesh',
    '/nepali-rashifal/%E0%A4',
  ])('leaves %s alone', (path) => {
    expect(signAliasRedirect(path)).toBeNull();
  });
});
