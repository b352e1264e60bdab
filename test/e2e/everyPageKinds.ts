import type { Page } from 'playwright-core';

// The kinds of page everyPage.e2e.ts walks: where each is, who sees it, and what else it promises.
export type Who = 'visitor' | 'user' | 'admin';
export interface PageKind {
  name: string;
  path: () => string;
  who: Who;
  /** Rendered by the server: its HTML as sent is checked too. */
  ssr?: boolean;
  /** What else this page promises at a desktop's width (1280 px): the problems found. */
  desktop?: (page: Page) => Promise<string[]>;
  /** What a person does on the page before it is checked (a step of the ad form). */
  enter?: (page: Page) => Promise<void>;
  /** A static page outside the app (the service worker's offline page): ready once its heading shows. */
  plain?: boolean;
}

/** The ad form at one of its steps (the stepper's buttons name them in either language). */
const formStep = (de: string, en: string) => async (page: Page) => {
  await page.locator('.stepper__step', { hasText: new RegExp(`${de}|${en}`) }).click();
  await page.locator('h2[tabindex="-1"]', { hasText: new RegExp(`${de}|${en}`) }).waitFor();
};

/** An ad's statistics: the chart (Chart.js, loaded with this page only) drawn, and its figures opened as a table. */
async function statsTable(page: Page): Promise<void> {
  await page.locator('.figures-chart canvas[role="img"]').first().waitFor();
  await page.locator('.figures-chart summary').first().click();
  await page.locator('.figures-chart table').first().waitFor();
}

/** The profile's seller section with a trader's fields open (nothing saved: the demo user stays private). */
async function chooseTrader(page: Page): Promise<void> {
  await page.locator('input[name="sellerKind"][value="commercial"]').check();
  await page.locator('#trader-companyName').waitFor();
}

/** The photo buttons keep their own height in a row of taller items (the cover's ←/→ were stretched). */
async function photoButtonsEven(page: Page): Promise<string[]> {
  const heights = await page.$$eval('.image-list__actions .button', (buttons) =>
    buttons.map((b) => Math.round(b.getBoundingClientRect().height)),
  );
  return new Set(heights).size > 1
    ? [`photo buttons of different heights: ${[...new Set(heights)].join(', ')} px`]
    : [];
}

/** The dashboard's ad titles stay readable beside their photo: at most two lines, whatever buttons the row has. */
async function titlesReadable(page: Page): Promise<string[]> {
  return page.$$eval('.my-ad__title', (titles) =>
    titles
      .filter((t) => t.getBoundingClientRect().height > 2.5 * parseFloat(getComputedStyle(t).lineHeight))
      .map((t) => `"${t.textContent}" takes ${Math.round(t.getBoundingClientRect().height)} px`),
  );
}

export const USER = { email: 'max@inserat.local', password: 'inserat-demo-2026' };
/** The demo data's ads and records the pages show, found or made before the walk (everyPage.e2e.ts). */
export const ids = {
  consumption: '',
  demand: '',
  noCertificate: '',
  narrowPhoto: '',
  conversation: '',
  draft: '',
  trader: '',
  decision: '',
};

export const PAGES: PageKind[] = [
  { name: 'home', path: () => '/', who: 'visitor', ssr: true },
  { name: 'ads', path: () => '/ads', who: 'visitor', ssr: true },
  { name: 'ads_search', path: () => '/ads?q=Balkon&category=apartment_rent', who: 'visitor', ssr: true },
  // Issue 41: words read as chips, an empty result with its alternatives, the map of every result.
  {
    name: 'ads_understood',
    path: () => `/ads?q=${encodeURIComponent('3 Zimmer Wohnung Berlin bis 1.200 €')}`,
    who: 'visitor',
    ssr: true,
  },
  {
    name: 'ads_alternatives',
    path: () => `/ads?q=${encodeURIComponent('Wohnung München')}`,
    who: 'visitor',
    ssr: true,
  },
  { name: 'ads_map', path: () => '/ads?view=map', who: 'visitor', ssr: true },
  { name: 'ad_consumption_certificate', path: () => `/ads/${ids.consumption}`, who: 'visitor', ssr: true },
  { name: 'ad_demand_certificate', path: () => `/ads/${ids.demand}`, who: 'visitor', ssr: true },
  { name: 'ad_no_certificate', path: () => `/ads/${ids.noCertificate}`, who: 'visitor', ssr: true },
  { name: 'ad_narrow_photo', path: () => `/ads/${ids.narrowPhoto}`, who: 'visitor', ssr: true },
  // Issue 44: a trader's ad with its Anbieter-Impressum.
  { name: 'ad_of_trader', path: () => `/ads/${ids.trader}`, who: 'visitor', ssr: true },
  { name: 'ad_not_found', path: () => '/ads/00000000-0000-4000-8000-000000000000', who: 'visitor', ssr: true },
  { name: 'impressum', path: () => '/impressum', who: 'visitor', ssr: true },
  { name: 'datenschutz', path: () => '/datenschutz', who: 'visitor', ssr: true },
  { name: 'agb', path: () => '/agb', who: 'visitor', ssr: true },
  { name: 'widerrufsbelehrung', path: () => '/widerrufsbelehrung', who: 'visitor', ssr: true },
  { name: 'barrierefreiheit', path: () => '/barrierefreiheit', who: 'visitor', ssr: true },
  { name: 'sicherheit', path: () => '/sicherheit', who: 'visitor', ssr: true },
  // Issue 44: the transparency report, and a statement of reasons as its recipient reads it.
  { name: 'transparenz', path: () => '/transparenz', who: 'visitor', ssr: true },
  { name: 'decision', path: () => `/decisions/${ids.decision}`, who: 'user' },
  { name: 'not_found', path: () => '/gibt-es-nicht', who: 'visitor', ssr: true },
  // Issue 46: what the service worker answers offline for a page it does not keep.
  { name: 'offline', path: () => '/offline.html', who: 'visitor', ssr: true, plain: true },
  { name: 'login', path: () => '/auth/login', who: 'visitor' },
  { name: 'register', path: () => '/auth/register', who: 'visitor' },
  { name: 'forgot_password', path: () => '/auth/forgot-password', who: 'visitor' },
  { name: 'activate', path: () => '/auth/activate?email=neu%40example.de', who: 'visitor' },
  { name: 'verify_code', path: () => '/auth/verify-code', who: 'visitor' },
  { name: 'unsubscribe', path: () => '/unsubscribe?token=abc', who: 'visitor' },
  { name: 'user_dashboard', path: () => '/app/user_dashboard', who: 'user', desktop: titlesReadable },
  { name: 'ad_form_new', path: () => '/app/ads/new', who: 'user' },
  { name: 'ad_form_edit', path: () => `/app/ads/${ids.narrowPhoto}/edit`, who: 'user' },
  {
    name: 'ad_form_photos',
    path: () => `/app/ads/${ids.narrowPhoto}/edit`,
    who: 'user',
    enter: formStep('Bilder', 'Images'),
    desktop: photoButtonsEven,
  },
  {
    name: 'ad_form_preview',
    path: () => `/app/ads/${ids.narrowPhoto}/edit`,
    who: 'user',
    enter: formStep('Vorschau', 'Preview'),
  },
  {
    name: 'ad_form_draft_review',
    path: () => `/app/ads/${ids.draft}/edit`,
    who: 'user',
    enter: formStep('Prüfen', 'Review'),
  },
  { name: 'ad_stats', path: () => `/app/ads/${ids.narrowPhoto}/stats`, who: 'user', enter: statsTable },
  { name: 'profile', path: () => '/app/profile', who: 'user' },
  { name: 'profile_as_trader', path: () => '/app/profile', who: 'user', enter: chooseTrader },
  { name: 'favorites', path: () => '/app/favorites', who: 'user' },
  { name: 'searches', path: () => '/app/searches', who: 'user' },
  { name: 'billing', path: () => '/app/billing', who: 'user' },
  { name: 'openimmo', path: () => '/app/import', who: 'user' },
  { name: 'messages', path: () => '/app/messages', who: 'user' },
  { name: 'conversation', path: () => `/app/messages/${ids.conversation}`, who: 'user' },
  { name: 'ad_as_owner', path: () => `/ads/${ids.narrowPhoto}`, who: 'user' },
  { name: 'viewings_landlord', path: () => `/app/ads/${ids.narrowPhoto}/viewings`, who: 'user' },
  { name: 'viewings_mine', path: () => '/app/viewings', who: 'user' },
  { name: 'applications_board', path: () => `/app/ads/${ids.narrowPhoto}/applications`, who: 'user' },
  { name: 'applications_mine', path: () => '/app/applications', who: 'user' },
  { name: 'admin_dashboard', path: () => '/app/admin_dashboard', who: 'admin' },
  { name: 'admin_reports', path: () => '/app/admin/reports', who: 'admin' },
];
