import { describe, expect, it } from 'vitest';
import { SearchAds } from '../../src/application/ads/SearchAds';
import { SuggestPlaces } from '../../src/application/places/SuggestPlaces';
import { AdsListMemory } from '../../src/ui/pages/ads/AdsListMemory';
import { AdsSearchPresenter } from '../../src/ui/pages/ads/AdsSearchPresenter';
import { AdsApiInMemory } from '../fakes/AdsApiInMemory';
import { PlacesApiInMemory } from '../fakes/PlacesApiInMemory';

function presenter() {
  const ads = new AdsApiInMemory();
  return new AdsSearchPresenter(new SearchAds(ads), new SuggestPlaces(new PlacesApiInMemory()), new AdsListMemory());
}

describe('the list of a search, shown again for the same address', () => {
  it('keeps what the visitor has typed into the form meanwhile (the page asks twice when it is taken over)', async () => {
    const p = presenter();
    await p.show('q=Balkon&maxPrice=1200', 'de');
    expect(p.form.draft.maxPrice).toBe('1.200');
    // Typed before the app's second ask: kept, not replaced by the address's value.
    p.form.set('maxPrice', '1.300');
    await p.show('q=Balkon&maxPrice=1200', 'de');
    expect(p.form.draft.maxPrice).toBe('1.300');
  });

  it('reads the form anew for another language, another address, or when asked to again', async () => {
    const p = presenter();
    await p.show('maxPrice=1200', 'de');
    p.form.set('maxPrice', '999');
    await p.show('maxPrice=1200', 'en');
    expect(p.form.draft.maxPrice).toBe('1,200');
    p.form.set('maxPrice', '999');
    await p.show('maxPrice=1500', 'en');
    expect(p.form.draft.maxPrice).toBe('1,500');
    p.form.set('maxPrice', '999');
    await p.show('maxPrice=1500', 'en', { again: true });
    expect(p.form.draft.maxPrice).toBe('1,500');
  });
});
