import { execFileSync } from 'node:child_process';
import robotsParser from 'robots-parser';
import { describe, expect, it } from 'vitest';
import { robotsTxt } from '../../server/site/http/robots';

/**
 * Issue 40: robots.txt as crawlers read it — robots-parser (RFC 9309: the longest matching rule wins) and Python's
 * urllib.robotparser (the first matching rule wins) — allows the public pages and the ads' photos (og:image, JSON-LD,
 * image search) and keeps the API, the account area and the sign-in pages out.
 */
const SITE = 'https://inserat.example';
const ALLOWED = [
  '/',
  '/ads',
  '/ads?q=Balkon',
  '/ads/6469d442-2e6f-47c4-b693-b97fe74f5306',
  '/impressum',
  '/sitemap.xml',
  '/api/uploads/ads/6469d442/2aeb695c-1280.webp',
];
const DISALLOWED = [
  '/api/ads',
  '/api/ads/6469d442',
  '/api/user/profile',
  '/app/user_dashboard',
  '/app/messages/1',
  '/auth/login',
  '/unsubscribe?token=x',
];

describe('robots.txt', () => {
  const text = robotsTxt(SITE);

  it('RFC 9309 (robots-parser): public pages and photos allowed, the API, /app and /auth not, for any crawler', () => {
    const robots = robotsParser(`${SITE}/robots.txt`, text);
    for (const agent of ['Googlebot', 'Googlebot-Image', 'facebookexternalhit', 'Twitterbot']) {
      expect(
        ALLOWED.filter((p) => !robots.isAllowed(`${SITE}${p}`, agent)),
        agent,
      ).toEqual([]);
      expect(
        DISALLOWED.filter((p) => robots.isAllowed(`${SITE}${p}`, agent)),
        agent,
      ).toEqual([]);
    }
    expect(robots.getSitemaps()).toEqual([`${SITE}/sitemap.xml`]);
  });

  it('a first-match parser (Python urllib.robotparser) reads the same', () => {
    const script = [
      'import json, sys, urllib.robotparser',
      'rp = urllib.robotparser.RobotFileParser()',
      'rp.parse(sys.stdin.read().splitlines())',
      `print(json.dumps({p: rp.can_fetch("Googlebot-Image", "${SITE}" + p) for p in ${JSON.stringify([...ALLOWED, ...DISALLOWED])}}))`,
    ].join('\n');
    const verdicts = JSON.parse(execFileSync('python3', ['-c', script], { input: text }).toString()) as Record<
      string,
      boolean
    >;
    expect(ALLOWED.filter((p) => !verdicts[p])).toEqual([]);
    expect(DISALLOWED.filter((p) => verdicts[p])).toEqual([]);
  });
});
