import { describe, expect, it } from 'vitest';
import type { PushApi } from '../../src/application/device/ports';
import { code } from './code';

const keys = { p256dh: `B${'Aa0_-'.repeat(17)}x`, auth: 'abcdefghijklmnopqrstuv' };

/** The person's push devices and settings (issue 46): one suite, run against the fake and the HTTP adapter. */
export function pushApiContract(name: string, world: () => Promise<{ api: PushApi }>) {
  describe(`PushApi contract: ${name}`, () => {
    it('adds a browser once however often it subscribes, lists it, removes it; another id is not found', async () => {
      const { api } = await world();
      expect(await api.devices()).toEqual([]);
      const endpoint = `http://127.0.0.1:9/push/${Date.now()}`;
      const device = await api.add({ endpoint, keys });
      expect(device).toEqual({
        id: expect.any(String),
        browser: device.browser,
        os: device.os,
        createdAt: expect.any(String),
        lastUsedAt: null,
      });
      expect((await api.add({ endpoint, keys })).id).toBe(device.id);
      expect((await api.devices()).map((d) => d.id)).toEqual([device.id]);
      expect(await code(api.remove('00000000-0000-4000-8000-000000000000'))).toBe('NOT_FOUND');
      await api.remove(device.id);
      expect(await api.devices()).toEqual([]);
    });

    it('refuses an endpoint that is no push service, on its field', async () => {
      const { api } = await world();
      const refused = await api.add({ endpoint: 'http://push.example.de/x', keys }).catch((error: unknown) => error);
      expect((refused as { code: string }).code).toBe('VALIDATION_FAILED');
      expect((refused as { fieldErrors: { field: string }[] }).fieldErrors[0]?.field).toMatch(/endpoint/);
    });

    it('everything on with a preview at first; changes what it is told; quiet hours need both ends', async () => {
      const { api } = await world();
      expect(await api.settings()).toEqual({
        messages: true,
        searches: true,
        priceDrops: true,
        viewings: true,
        preview: true,
        quietFrom: null,
        quietUntil: null,
      });
      expect(await api.saveSettings({ searches: false, quietFrom: '22:00', quietUntil: '07:00' })).toMatchObject({
        messages: true,
        searches: false,
        quietFrom: '22:00',
        quietUntil: '07:00',
      });
      const half = await api.saveSettings({ quietUntil: null }).catch((error: unknown) => error);
      expect((half as { fieldErrors: { field: string; code: string }[] }).fieldErrors).toEqual([
        expect.objectContaining({ field: 'quietUntil', code: 'required' }),
      ]);
      expect(await api.settings()).toMatchObject({ quietFrom: '22:00', quietUntil: '07:00' });
    });
  });
}
