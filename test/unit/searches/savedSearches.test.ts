import { beforeEach, describe, expect, it } from 'vitest';
import { ChangeSavedSearch } from '../../../src/application/searches/ChangeSavedSearch';
import { DeleteSavedSearch } from '../../../src/application/searches/DeleteSavedSearch';
import { LoadSavedSearches } from '../../../src/application/searches/LoadSavedSearches';
import { SaveSearch } from '../../../src/application/searches/SaveSearch';
import { UnsubscribeFromAlerts } from '../../../src/application/searches/UnsubscribeFromAlerts';
import { SuggestPlaces } from '../../../src/application/places/SuggestPlaces';
import { SavedSearchesApiInMemory } from '../../fakes/SavedSearchesApiInMemory';
import { PlacesApiInMemory } from '../../fakes/PlacesApiInMemory';

let api: SavedSearchesApiInMemory;
beforeEach(() => {
  api = new SavedSearchesApiInMemory();
});

describe('Suchaufträge', () => {
  it('keeps the list’s filters under a trimmed name and its address without the question mark', async () => {
    const saved = await new SaveSearch(api).execute({
      name: '  Berlin 3 Zimmer ',
      filters: { city: 'Berlin', minRooms: 3 },
      query: '?city=Berlin&minRooms=3',
      frequency: 'daily',
    });
    expect(saved).toMatchObject({
      name: 'Berlin 3 Zimmer',
      query: 'city=Berlin&minRooms=3',
      filters: { city: 'Berlin', minRooms: 3 },
      frequency: 'daily',
    });
    const again = await new SaveSearch(api).execute({ name: 'Ohne', filters: {}, query: 'q=Balkon', frequency: 'off' });
    expect(again.query).toBe('q=Balkon');
    expect((await new LoadSavedSearches(api).execute()).map((s) => s.name)).toEqual(['Berlin 3 Zimmer', 'Ohne']);
  });

  it('renames with the name trimmed, and changes the frequency or marks seen without touching the name', async () => {
    const saved = await new SaveSearch(api).execute({ name: 'Alt', filters: {}, query: '', frequency: 'daily' });
    expect((await new ChangeSavedSearch(api).execute(saved.id, { name: '  Neu  ' })).name).toBe('Neu');
    const weekly = await new ChangeSavedSearch(api).execute(saved.id, { frequency: 'weekly' });
    expect(weekly).toMatchObject({ name: 'Neu', frequency: 'weekly' });
  });

  it('deletes one, and the mail’s link stops the alerts without signing in', async () => {
    const [a, b] = [
      await new SaveSearch(api).execute({ name: 'A', filters: {}, query: '', frequency: 'daily' }),
      await new SaveSearch(api).execute({ name: 'B', filters: {}, query: '', frequency: 'instant' }),
    ];
    await new DeleteSavedSearch(api).execute(a.id);
    expect(api.searches.map((s) => s.name)).toEqual(['B']);
    api.tokens.set('token-b', b.id);
    await new UnsubscribeFromAlerts(api).execute('token-b');
    expect(api.searches[0]!.frequency).toBe('off');
  });
});

describe('places while typing', () => {
  it('asks from two characters on, or from the first digit of a postal code, with the text trimmed', async () => {
    const places = new PlacesApiInMemory();
    const suggest = new SuggestPlaces(places);
    expect(await suggest.execute('B')).toEqual([]);
    expect(await suggest.execute('  ')).toEqual([]);
    expect(places.asked).toEqual([]);
    await suggest.execute(' 1 ');
    await suggest.execute(' Be ');
    expect(places.asked).toEqual(['1', 'Be']);
  });
});
