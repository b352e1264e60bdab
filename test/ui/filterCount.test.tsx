import { describe, expect, it } from 'vitest';
import { activeFilterCount } from '../../src/ui/pages/ads/searchUrl';
import { searchChips } from '../../src/ui/pages/ads/searchChips';

const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ''}`;

describe('the filter button’s count', () => {
  it('is one per chip of the filter column: a range is one filter, the radius is its place’s, warm is the price’s', () => {
    for (const [search, count] of [
      ['where=Kreuzberg&minRooms=3&maxRooms=3.5&maxPrice=1200&warm=1', 3],
      ['category=apartment_rent&where=Berlin&radius=10', 2],
      ['minArea=40&maxArea=80&minYear=1990', 2],
      ['features=balcony&features=elevator&commissionFree=1', 3],
      ['q=Altbau&sort=newest', 0],
      ['', 0],
    ] as const) {
      const params = new URLSearchParams(search);
      expect([search, activeFilterCount(params)]).toEqual([search, count]);
      // The chips beside the button say the same filters (the words are a chip of their own, not a filter).
      const chips = searchChips(search, t, 'de').filter((chip) => chip.id !== 'q');
      expect([search, chips.length]).toEqual([search, count]);
    }
  });
});
