import { describe, expect, it } from 'vitest';
import type { SavedSearchesApi } from '../../src/application/searches/ports';
import { code } from './code';

/** Suchaufträge as the server keeps them: one suite, run against the fake and against the HTTP adapter. */
export function savedSearchesApiContract(name: string, world: () => Promise<{ api: SavedSearchesApi }>) {
  describe(`SavedSearchesApi contract: ${name}`, () => {
    it('saves a search with its filters and address, renames it, changes how often it mails, deletes it', async () => {
      const { api } = await world();
      expect(await api.list()).toEqual([]);
      const saved = await api.create({
        name: 'Balkon in Berlin',
        filters: { q: 'Balkon', city: 'Berlin' },
        query: 'q=Balkon&city=Berlin',
        frequency: 'daily',
      });
      expect(saved).toMatchObject({
        name: 'Balkon in Berlin',
        filters: { q: 'Balkon', city: 'Berlin' },
        query: 'q=Balkon&city=Berlin',
        frequency: 'daily',
        newCount: 0,
      });
      expect((await api.update(saved.id, { name: 'Balkon, Berlin' })).name).toBe('Balkon, Berlin');
      expect((await api.update(saved.id, { frequency: 'instant' })).frequency).toBe('instant');
      expect((await api.update(saved.id, { seen: true })).newCount).toBe(0);
      expect((await api.list()).map((s) => s.id)).toEqual([saved.id]);
      await api.remove(saved.id);
      expect(await api.list()).toEqual([]);
    });

    it('what is not there is not found, and a forged unsubscribe token changes nothing', async () => {
      const { api } = await world();
      expect(await code(api.update('00000000-0000-4000-8000-00000000dead', { name: 'X' }))).toBe('NOT_FOUND');
      expect(await code(api.remove('00000000-0000-4000-8000-00000000dead'))).toBe('NOT_FOUND');
      expect(await code(api.unsubscribe('00000000-0000-4000-8000-00000000dead.forged'))).toBe('NOT_FOUND');
    });
  });
}
