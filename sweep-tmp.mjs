import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3962';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
const pages = ['', '/calendar/2082/jestha', '/nepali-date-converter?bs=2082-02-15', '/foreign-currency-exchange', '/kalimati-vegetable-price', '/search?q=8%20mangsir%202083', '/offline', '/widgets'];
const out = [];
for (const locale of ['en', 'ne']) for (const width of [390, 1366]) for (const js of [true, false]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: js, serviceWorkers: 'block' });
  for (const p of pages) {
    const page = await ctx.newPage();
    const errors = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text().slice(0, 120)); });
    page.on('pageerror', (e) => errors.push('PAGEERROR ' + e.message));
    const r = await page.goto(`${base}/${locale}${p}`, { waitUntil: 'networkidle' });
    let latin = '';
    if (locale === 'ne') {
      const text = await page.locator('main').innerText();
      // digits outside ISO codes, URLs, code samples and English-name runs
      const m = text.split('\n').filter((l) => /[0-9]/.test(l) && !/https?:|\/api\/|<|USD|EUR|[A-Za-z]{3,}/.test(l));
      latin = m.slice(0, 3).join(' | ');
    }
    const name = `${locale}${p.replace(/[^a-z0-9]+/gi, '_')}-${width}-${js ? 'js' : 'nojs'}`;
    await page.screenshot({ path: `/tmp/shots/sweep-${name}.png` });
    out.push(`${r.status()} ${name}${errors.length ? ' ERR ' + errors.join(';') : ''}${latin ? ' LATIN: ' + latin : ''}`);
    await page.close();
  }
  await ctx.close();
}
console.log(out.join('\n'));
await browser.close();
