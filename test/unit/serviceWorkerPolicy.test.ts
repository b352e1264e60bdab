import { describe, expect, it } from 'vitest';
import {
  isAdData,
  isPhoto,
  mayKeep,
  mayKeepPage,
  notificationFor,
  pageKind,
  readPush,
} from '../../src/serviceWorker/policy';

const answer = (status: number, headers: Record<string, string>) => ({
  ok: status < 300,
  status,
  headers: new Headers(headers),
});
const AD = '/ads/0f8fad5b-d9cb-469f-a165-70867728950e';

/** What the service worker keeps and shows (issue 46), as the rules it applies to every answer and push. */
describe('the service worker keeps', () => {
  it('only answers the server marked public: never private, no-store, a cookie, an error or a partial answer', () => {
    expect(mayKeep(answer(200, { 'cache-control': 'public, max-age=0, must-revalidate' }))).toBe(true);
    expect(mayKeep(answer(200, { 'cache-control': 'public, max-age=3600' }))).toBe(true);
    for (const refused of [
      answer(200, {}),
      answer(200, { 'cache-control': 'no-cache' }),
      answer(200, { 'cache-control': 'private, max-age=3600' }),
      answer(200, { 'cache-control': 'public, no-store' }),
      answer(200, { 'cache-control': 'public', 'set-cookie': 'a=b' }),
      answer(206, { 'cache-control': 'public' }),
      answer(404, { 'cache-control': 'public' }),
    ])
      expect(mayKeep(refused), JSON.stringify([...refused.headers])).toBe(false);
  });

  it("an ad's page (the same for every visitor) unless it is marked private or sets a cookie", () => {
    expect(mayKeepPage(answer(200, { 'cache-control': 'no-cache' }))).toBe(true);
    expect(mayKeepPage(answer(200, { 'cache-control': 'private' }))).toBe(false);
    expect(mayKeepPage(answer(410, { 'cache-control': 'no-cache' }))).toBe(false);
    expect(mayKeepPage(answer(200, { 'set-cookie': 'x=1' }))).toBe(false);
  });

  it('tells ad pages, the app and everything else apart, and the ad answers and photos it keeps', () => {
    const url = (path: string) => new URL(path, 'https://inserat.example');
    expect(pageKind(url(AD))).toBe('ad');
    expect(pageKind(url(`${AD}/extra`))).toBe('other');
    expect(pageKind(url('/app/favorites'))).toBe('app');
    expect(pageKind(url('/app'))).toBe('app');
    expect(pageKind(url('/apps'))).toBe('other');
    expect(pageKind(url('/ads?q=Berlin'))).toBe('other');
    expect(isAdData(url(`/api${AD}`))).toBe(true);
    expect(isAdData(url(`/api${AD}/seller`))).toBe(true);
    expect(isAdData(url('/api/ads/mine'))).toBe(false);
    expect(isAdData(url('/api/favorites'))).toBe(false);
    expect(isPhoto(url('/api/uploads/ads/x/y-640.webp'))).toBe(true);
    expect(isPhoto(url('/api/uploads/private/1/sig/ads/x/y-640.webp'))).toBe(false);
  });
});

describe('a push', () => {
  const push = {
    title: 'Neue Nachricht von Tom',
    body: 'Hallo',
    url: '/app/messages/c1',
    tag: 'conversation-c1',
    kind: 'messages',
  };

  it('is read only as our JSON with a page of this site to open', () => {
    expect(readPush(JSON.stringify(push))).toEqual(push);
    expect(readPush('not json')).toBeNull();
    expect(readPush(null)).toBeNull();
    expect(readPush(JSON.stringify({ ...push, url: 'https://evil.example/' }))).toBeNull();
    expect(readPush(JSON.stringify({ ...push, url: '//evil.example/' }))).toBeNull();
    expect(readPush(JSON.stringify({ ...push, title: 3 }))).toBeNull();
  });

  it('replaces the notification of its conversation and counts what came since', () => {
    expect(notificationFor(push, 0)).toMatchObject({
      title: 'Neue Nachricht von Tom',
      options: { tag: 'conversation-c1', body: 'Hallo', data: { url: '/app/messages/c1', count: 1 }, renotify: true },
    });
    expect(notificationFor(push, 2).title).toBe('Neue Nachricht von Tom (3)');
  });
});
