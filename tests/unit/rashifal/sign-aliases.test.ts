import { signAliasRedirects } from '@/lib/routing/aliases';

describe('signAliasRedirects', () => {
  const redirects = signAliasRedirects(['en', 'ne']);
  const target = (path: string) =>
    redirects.find((r) => r.source === `/:locale(en|ne)${path}`)?.destination;

  it('sends transliterations under both paths to the English key, permanently', () => {
    expect(target('/nepali-rashifal/mesh')).toBe('/:locale/nepali-rashifal/aries');
    expect(target('/nepali-rashifal/simha')).toBe('/:locale/nepali-rashifal/leo');
    expect(target('/nepali-rashifal/singha')).toBe('/:locale/nepali-rashifal/leo');
    expect(target('/rashifal/brischik')).toBe('/:locale/nepali-rashifal/scorpio');
    expect(target('/nepali-rashifal/meen')).toBe('/:locale/nepali-rashifal/pisces');
    expect(redirects.every((r) => r.permanent)).toBe(true);
  });

  it('never redirects an English key', () => {
    expect(target('/nepali-rashifal/aries')).toBeUndefined();
  });
});
