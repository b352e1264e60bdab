// The offline page: one language (the visitor's choice, else the browser's), and the ads this device keeps offline.
const CACHE = 'inserat-ad-pages-v1';
const chosen = /(?:^|;\s*)i18next=(en|de)/.exec(document.cookie)?.[1];
const lang = chosen ?? (navigator.language.toLowerCase().startsWith('de') ? 'de' : 'en');
document.documentElement.lang = lang;
for (const section of document.querySelectorAll('main > section')) section.hidden = section.lang !== lang;
for (const link of document.querySelectorAll('[data-reload]'))
  link.addEventListener('click', (event) => {
    event.preventDefault();
    location.reload();
  });

/** The cached ad pages with their titles (the page's own <title>, less the site's name), newest first. */
async function cachedAds() {
  if (!('caches' in self)) return [];
  const cache = await caches.open(CACHE);
  const ads = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    const html = response ? await response.text() : '';
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? request.url;
    const text = new DOMParser().parseFromString(title, 'text/html').documentElement.textContent ?? title;
    ads.push({
      url: new URL(request.url).pathname,
      title: text.replace(/\s+[|·–-]\s+Inserat$/, ''),
      date: response?.headers.get('date'),
    });
  }
  return ads.sort((a, b) => Date.parse(b.date ?? '') - Date.parse(a.date ?? ''));
}

const ads = await cachedAds().catch(() => []);
for (const section of document.querySelectorAll('main > section')) {
  const list = section.querySelector('[data-recent]');
  for (const ad of ads) {
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = ad.url;
    link.textContent = ad.title;
    item.append(link);
    list.append(item);
  }
  list.hidden = ads.length === 0;
  section.querySelector('[data-none]').hidden = ads.length > 0;
}
