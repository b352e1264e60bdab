import { describe, expect, it } from 'vitest';
import { MapAds, type AdMapApi } from '../../src/application/ads/MapAds';
import type { AdFilters } from '../../src/domain/adSearch';
import type { AdMap } from '../../src/domain/mapArea';
import { AdsMapPresenter } from '../../src/ui/pages/ads/AdsMapPresenter';

/** A map API whose answers the test releases one by one, in any order. */
class AdMapApiHeld implements AdMapApi {
  readonly asked: { filters: AdFilters; zoom: number; answer: (map: AdMap) => void }[] = [];
  map(filters: AdFilters, zoom: number): Promise<AdMap> {
    return new Promise((resolve) => this.asked.push({ filters, zoom, answer: resolve }));
  }
}

const answer = (total: number): AdMap => ({ total, cells: [], bounds: null });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the map of a search', () => {
  it("asks for the part of the viewport inside the search's own box, and nothing when they do not meet", async () => {
    const api = new AdMapApiHeld();
    const p = new AdsMapPresenter(new MapAds(api));
    p.show('view=map&category=apartment_rent&bbox=13.3,52.4,13.5,52.6');
    const load = p.load({ west: 13.4, south: 52.5, east: 13.7, north: 52.8 }, 12);
    expect(api.asked[0]!.filters).toEqual({ category: 'apartment_rent', bbox: '13.4,52.5,13.5,52.6' });
    expect(api.asked[0]!.zoom).toBe(12);
    api.asked[0]!.answer(answer(7));
    await load;
    expect(p.total).toBe(7);

    await p.load({ west: 10, south: 50, east: 11, north: 51 }, 12);
    expect(api.asked).toHaveLength(1);
    expect(p.total).toBe(0);
  });

  it("shows the newest request's answer, drops one that comes late, and counts nothing for a new search until asked", async () => {
    const api = new AdMapApiHeld();
    const p = new AdsMapPresenter(new MapAds(api));
    p.show('view=map');
    const first = p.load({ west: 5, south: 47, east: 15, north: 55 }, 6);
    const second = p.load({ west: 13, south: 52, east: 14, north: 53 }, 10);
    api.asked[1]!.answer(answer(3));
    api.asked[0]!.answer(answer(64));
    await Promise.all([first, second]);
    expect(p.total).toBe(3);

    const left = p.load({ west: 13, south: 52, east: 14, north: 53 }, 10);
    p.leave();
    api.asked[2]!.answer(answer(99));
    await left;
    expect(p.total).toBe(3);
    p.show('view=map&category=house_buy');
    expect(p.total).toBeNull();
  });

  it("fits to the search's own box or drawn area without asking, else to where its results are", async () => {
    const api = new AdMapApiHeld();
    const p = new AdsMapPresenter(new MapAds(api));
    p.show('bbox=13.3,52.4,13.5,52.6');
    expect(await p.extent()).toEqual({ west: 13.3, south: 52.4, east: 13.5, north: 52.6 });
    p.show('area=52.5,13.3;52.6,13.4;52.5,13.5');
    expect(await p.extent()).toEqual({ west: 13.3, south: 52.5, east: 13.5, north: 52.6 });
    expect(api.asked).toHaveLength(0);
    p.show('category=land');
    const extent = p.extent();
    await settle();
    api.asked[0]!.answer({ total: 1, cells: [], bounds: { west: 9, south: 48, east: 9, north: 48 } });
    expect(await extent).toEqual({ west: 9, south: 48, east: 9, north: 48 });
    expect(api.asked[0]).toMatchObject({ filters: { category: 'land' }, zoom: 5 });
  });

  it('leads to the same search in this area, in a drawn area, or listing the ads at one spot', () => {
    const p = new AdsMapPresenter(new MapAds(new AdMapApiHeld()));
    p.show('view=map&where=Berlin&pages=2&area=52.5,13.3;52.6,13.4;52.5,13.5');
    expect(p.searchHere({ west: -200, south: 52.4, east: 13.5, north: 95 })).toBe(
      'view=map&where=Berlin&bbox=-180%2C52.4%2C13.5%2C90',
    );
    expect(
      p.searchArea([
        [52.5, 13.3],
        [52.6, 13.4],
        [52.5, 13.5],
      ]),
    ).toBe('view=map&where=Berlin&area=52.5%2C13.3%3B52.6%2C13.4%3B52.5%2C13.5');
    expect(p.listSpot({ west: 13.4, south: 52.5, east: 13.4, north: 52.5 })).toBe(
      'where=Berlin&area=52.5%2C13.3%3B52.6%2C13.4%3B52.5%2C13.5&bbox=13.399%2C52.499%2C13.401%2C52.501',
    );
  });
});
