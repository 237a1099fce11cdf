import { siteUrlWarning } from '@/lib/env';

describe('siteUrlWarning', () => {
  it('warns loudly for a production server without SITE_URL', () => {
    const warning = siteUrlWarning({ NODE_ENV: 'production' } as NodeJS.ProcessEnv);
    expect(warning).toContain('SITE_URL is not set');
    expect(warning).toContain('http://localhost:3000');
  });

  it('treats a blank SITE_URL as unset', () => {
    expect(
      siteUrlWarning({ NODE_ENV: 'production', SITE_URL: ' ' } as NodeJS.ProcessEnv),
    ).not.toBeNull();
  });

  it('stays quiet when SITE_URL is set, and outside production', () => {
    expect(
      siteUrlWarning({
        NODE_ENV: 'production',
        SITE_URL: 'https://example.org',
      } as NodeJS.ProcessEnv),
    ).toBeNull();
    expect(siteUrlWarning({ NODE_ENV: 'development' } as NodeJS.ProcessEnv)).toBeNull();
  });
});
