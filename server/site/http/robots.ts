/**
 * robots.txt (RFC 9309): the account area, the sign-in pages, the unsubscribe page, the statements of reasons and the API stay out of search
 * engines, but the ads' photos under /api/uploads/ stay in — link previews and image search fetch them (og:image,
 * JSON-LD). RFC 9309 lets the longest matching rule win; the Allow line also comes first, so parsers that take the
 * first match (Python's robotparser) read it the same way.
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /api/uploads/',
    'Disallow: /api/',
    'Disallow: /app/',
    'Disallow: /auth/',
    'Disallow: /unsubscribe',
    'Disallow: /decisions/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
