import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadPageChunks, startAfterFirstPaint } from '../../src/infrastructure/hydration/startAfterFirstPaint';

function page(body: string, visible = true) {
  document.head.replaceChildren();
  document.body.innerHTML = body;
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visible ? 'visible' : 'hidden');
  return document;
}

afterEach(() => vi.restoreAllMocks());

const preloads = (doc: Document) =>
  [...doc.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

describe('startAfterFirstPaint', () => {
  it('starts a server-rendered page only after the browser has painted it, then preloads its chunks', async () => {
    const doc = page(
      '<div id="root"><main>Wohnungen</main></div><script type="application/json" id="inserat-preloads">["/assets/AdsPage-1.js","/assets/AdCard-2.js"]</script>',
    );
    const start = vi.fn();
    startAfterFirstPaint(doc.getElementById('root')!, start);
    // Nothing is fetched or run before the frame that shows the page.
    expect(start).not.toHaveBeenCalled();
    expect(preloads(doc)).toEqual([]);
    await vi.waitFor(() => expect(start).toHaveBeenCalledOnce());
    expect(preloads(doc)).toEqual(['/assets/AdsPage-1.js', '/assets/AdCard-2.js']);
    expect(doc.head.querySelector('link')!.crossOrigin).toBe('');
  });

  it('starts at once where the browser renders the page itself', () => {
    const doc = page('<div id="root"></div>');
    const start = vi.fn();
    startAfterFirstPaint(doc.getElementById('root')!, start);
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts at once in a tab nobody looks at, which would never paint', () => {
    const doc = page('<div id="root"><main>Wohnungen</main></div>', false);
    expect(doc.visibilityState).not.toBe('visible');
    const start = vi.fn();
    startAfterFirstPaint(doc.getElementById('root')!, start);
    expect(start).toHaveBeenCalledOnce();
  });
});

describe('preloadPageChunks', () => {
  it('preloads only the build’s own files and ignores a block that is not a list', () => {
    const doc = page(
      '<script type="application/json" id="inserat-preloads">["/assets/a.js","https://evil.example/x.js",3]</script>',
    );
    preloadPageChunks(doc);
    expect(preloads(doc)).toEqual(['/assets/a.js']);
    const broken = page('<script type="application/json" id="inserat-preloads">{not json</script>');
    preloadPageChunks(broken);
    expect(preloads(broken)).toEqual([]);
  });
});
