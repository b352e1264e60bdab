import { formatPrice } from '../../../src/domain/numbers';
import { breadcrumbsJsonLd, listingJsonLd } from './structuredData';
import type { AdRecord } from '../../ads/ports';
import type { Language } from '../../accounts/ports';
import { isUuid } from '../../../src/domain/id';
import { LEGAL_DOCUMENTS } from '../../../src/domain/legalDocuments';
import { PAGE_TEXT as TEXT } from './pageTexts';

/**
 * What the server knows about a page before any JavaScript runs: its status, title, description, canonical address
 * and, for an ad, the tags link previews (Open Graph, Twitter) and search engines (schema.org JSON-LD) read. The
 * client still renders the page; this makes the HTML honest and findable.
 */
export interface PageHead {
  status: 200 | 404 | 410;
  title: string;
  description: string;
  /** Absolute; null for pages that must not be indexed (the signed-in area, unknown addresses). */
  canonical: string | null;
  /** Further tags, already escaped. */
  extra: string[];
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON inside <script type="application/ld+json">: a data block, so CSP allows it; `<` escaped so no text ends it early. */
function jsonLd(data: object): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/** How long a page title may be before result pages cut it (about 600 px, ~65 characters). */
export const TITLE_MAX = 65;

/**
 * An ad's page title: its title, price and place, as many as fit in TITLE_MAX — the place goes first, then the ad's
 * own title is shortened at a word's end. " | Inserat" always ends it.
 */
function adTitle(title: string, price: string | null, place: string | null): string {
  const compose = (...parts: (string | null)[]) => `${parts.filter(Boolean).join(' – ')} | Inserat`;
  for (const candidate of [compose(title, price, place), compose(title, price)])
    if ([...candidate].length <= TITLE_MAX) return candidate;
  const room = TITLE_MAX - [...compose('', price)].length - 1;
  return compose(summary(title, Math.max(room, 12)), price);
}

/**
 * The tags link previews read (Open Graph, Twitter): every findable page has them; an ad's show its cover photo,
 * other pages the site's image.
 */
function previewTags(lang: Language, title: string, description: string, url: string, image: string): string[] {
  return [
    ['og:type', 'website'],
    ['og:site_name', 'Inserat'],
    ['og:locale', TEXT[lang].locale],
    ['og:title', title],
    ['og:description', description],
    ['og:url', url],
    ['og:image', image],
  ]
    .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content!)}">`)
    .concat(`<meta name="twitter:card" content="summary_large_image">`);
}

/** A findable page that is not an ad: its head, with the tags link previews read. */
function sitePage(lang: Language, publicUrl: string, title: string, description: string, path: string): PageHead {
  const canonical = `${publicUrl}${path}`;
  return {
    status: 200,
    title,
    description,
    canonical,
    extra: previewTags(lang, title, description, canonical, `${publicUrl}/og-image.png`),
  };
}

/** The head of a page that is not about one ad (the ad's own comes from adHead). */
export function pageHead(
  pathname: string,
  search: URLSearchParams,
  lang: Language,
  publicUrl: string,
): PageHead | 'ad' {
  const text = TEXT[lang];
  const noindex = '<meta name="robots" content="noindex">';
  if (pathname === '/') return sitePage(lang, publicUrl, text.home[0], text.home[1], '/');
  if (pathname === '/ads') {
    const q = search.get('q')?.trim().slice(0, 80);
    return sitePage(lang, publicUrl, q ? text.search(q) : text.ads[0], text.ads[1], '/ads');
  }
  if (/^\/ads\/[^/]+$/.test(pathname)) return 'ad';
  const legal = LEGAL_DOCUMENTS.find((page) => pathname === `/${page}`);
  if (legal) return sitePage(lang, publicUrl, text[legal], text.home[1], `/${legal}`);
  if (pathname === '/transparenz') return sitePage(lang, publicUrl, text.transparenz, text.home[1], '/transparenz');
  // The signed-in area and the sign-in pages are the client's; nothing there is for search engines.
  // So are the pages a mail's link opens: unsubscribing from a saved search, a statement of reasons.
  // A statement's address names it by its id: anything else there is no statement (404), said so by the page too.
  const decision = /^\/decisions\/([^/]+)$/.exec(pathname);
  if (/^\/(app|auth)(\/|$)/.test(pathname) || pathname === '/unsubscribe' || (decision && isUuid(decision[1]!)))
    return { status: 200, title: text.account, description: text.home[1], canonical: null, extra: [noindex] };
  return {
    status: 404,
    title: text.notFound[0],
    description: text.notFound[1],
    canonical: null,
    extra: [noindex, '<meta name="inserat-status" content="404">'],
  };
}

/** An ad page: the live ad's tags, 410 for an ad that was online and is not any more, 404 for an address that never was. */
export function adHead(
  ad: AdRecord | null,
  live: boolean,
  lang: Language,
  publicUrl: string,
  imageUrl: (key: string) => string,
): PageHead {
  const text = TEXT[lang];
  if (!ad || (!live && ad.publishedAt === null)) {
    return {
      status: 404,
      title: text.notFound[0],
      description: text.notFound[1],
      canonical: null,
      extra: ['<meta name="robots" content="noindex">'],
    };
  }
  if (!live)
    return {
      status: 410,
      title: text.gone[0],
      description: text.gone[1],
      canonical: null,
      extra: ['<meta name="robots" content="noindex">'],
    };
  const url = `${publicUrl}/ads/${ad.id}`;
  const place = [ad.postalCode, ad.city].filter(Boolean).join(' ');
  const title = adTitle(
    ad.title,
    ad.priceCents !== null && ad.priceType !== 'on_request' ? formatPrice(ad.priceCents, lang) : null,
    place || null,
  );
  const description = summary(ad.description);
  const images = ad.images.map((image) => `${publicUrl}${imageUrl(image.storageKey)}-1280.webp`);
  const tags = previewTags(lang, title, description, url, images[0] ?? `${publicUrl}/og-image.png`);
  tags.push(
    jsonLd(listingJsonLd(ad, { url, description, images })),
    jsonLd(
      breadcrumbsJsonLd([
        { name: text.crumbs[0], url: `${publicUrl}/` },
        { name: text.crumbs[1], url: `${publicUrl}/ads` },
        { name: ad.title, url },
      ]),
    ),
  );
  return { status: 200, title, description, canonical: url, extra: tags };
}

/**
 * Both languages live at one address: German by default (and for search engines, which send no cookie), English with
 * `?lng=en`. A findable page names both versions (hreflang) and, asked for in English, its English address as canonical.
 */
export function inLanguage(head: PageHead, lang: Language, inAddress: boolean): PageHead {
  if (!head.canonical) return head;
  const german = head.canonical;
  const english = `${german}?lng=en`;
  const alternates = [
    ['de', german],
    ['en', english],
    ['x-default', german],
  ].map(([hreflang, href]) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href!)}">`);
  return { ...head, canonical: lang === 'en' && inAddress ? english : german, extra: [...head.extra, ...alternates] };
}

/** The page with this head: its <title> and description replaced, canonical and the rest added before </head>. */
export function withHead(page: string, head: PageHead): string {
  const tags = [
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}">`] : []),
    ...head.extra,
  ].join('');
  return (
    page
      // Function replacements: an ad's title may hold "$&", which a replacement string would expand.
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*"\s*\/?>/,
        () => `<meta name="description" content="${escapeHtml(head.description)}" />`,
      )
      .replace('</head>', () => `${tags}</head>`)
  );
}
