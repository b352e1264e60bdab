import { chromium } from 'playwright-core';
const B = 'http://localhost:8090';
const j = { 'content-type': 'application/json' };
const tok = async (email) => (await (await fetch(`${B}/api/auth/login`, { method: 'POST', headers: j, body: JSON.stringify({ email, password: 'inserat-demo-2026' }) })).json()).data.accessToken;
const erika = await tok('erika@inserat.local');
const mine = (await (await fetch(`${B}/api/ads/mine`, { headers: { authorization: `Bearer ${erika}` } })).json()).data;
const ad = (mine.items ?? mine).filter((a) => a.status === 'active' && a.category === 'apartment_rent')[1];
for (const who of ['max', 'sonja']) {
  const t = await tok(`${who}@inserat.local`);
  await fetch(`${B}/api/user/tenant-profile`, { method: 'PUT', headers: { ...j, authorization: `Bearer ${t}` }, body: JSON.stringify({ adults: 2, children: who === 'max' ? 1 : 0, pets: who === 'max' ? 'Katze' : '', moveInFrom: '2027-03-01', incomeBand: '2500_3500', employment: 'employed', intro: 'Hallo', guarantor: false }) });
  await fetch(`${B}/api/ads/${ad.id}/conversations`, { method: 'POST', headers: { ...j, authorization: `Bearer ${t}` }, body: JSON.stringify({ body: 'Guten Tag, ich interessiere mich für die Wohnung.' }) });
  const r = await fetch(`${B}/api/ads/${ad.id}/application`, { method: 'POST', headers: { ...j, authorization: `Bearer ${t}` }, body: JSON.stringify({ profileConsent: true }) });
  console.log(who, 'apply', r.status);
}
const w = await fetch(`${B}/api/ads/${ad.id}/application-window`, { method: 'PUT', headers: { ...j, authorization: `Bearer ${erika}` }, body: JSON.stringify({ hours: 48 }) });
console.log('window', w.status);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const [lang, width] of [['de', 390], ['en', 1280]]) {
  const context = await browser.newContext({ locale: lang === 'de' ? 'de-DE' : 'en-GB', viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text().slice(0, 200)); });
  await page.goto(`${B}/auth/login`);
  await page.getByLabel(lang === 'de' ? 'E-Mail' : 'E-mail').fill('erika@inserat.local');
  await page.getByLabel(lang === 'de' ? 'Passwort' : 'Password').fill('inserat-demo-2026');
  await page.getByRole('button', { name: lang === 'de' ? 'Anmelden' : 'Sign in', exact: true }).click();
  await page.waitForURL(/\/app\//);
  await page.goto(`${B}/app/ads/${ad.id}/applications`);
  await page.locator('.applicant').first().waitFor();
  await page.screenshot({ path: `/tmp/pw/board-${lang}-${width}.png`, fullPage: true });
  console.log(lang, width, 'scroll', await page.evaluate(() => document.documentElement.scrollWidth), errors);
  await context.close();
}
// Applicant's view
const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 390, height: 900 } });
const page = await context.newPage();
await page.goto(`${B}/auth/login`);
await page.getByLabel('E-Mail').fill('max@inserat.local');
await page.getByLabel('Passwort').fill('inserat-demo-2026');
await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
await page.waitForURL(/\/app\//);
await page.goto(`${B}/app/applications`);
await page.locator('section.card').first().waitFor();
await page.locator('section.card').first().screenshot({ path: '/tmp/pw/mine-de-390.png' });
await browser.close();
