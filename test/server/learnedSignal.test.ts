import { describe, expect, it } from 'vitest';
import { call } from './helpers';
import { adInput, photoFor } from '../fixtures/riskSet';
import { account, admin, publish, server, withRiskServer } from './riskKit';
import type { ClassifierQuality } from '../../src/domain/risk';

// Moderators' decisions on held ads teach the check a wording no rule knows (server/moderation/ScamClassifier.ts).
withRiskServer();

const TEN_MINUTES = 10 * 60_000;
const berlin = (title: string, description: string, rentPerSqm: number) =>
  adInput({ title, description, city: 'Berlin', livingArea: 70, rentPerSqm });
const LURE = 'Vor dem Termin bitte eine Gebühr über Wise Transfer an meinen Cousin, er hat den Schlüssel.';
const PLAIN = 'Ruhige Wohnung im Hinterhaus, Termine nach Absprache, Unterlagen bringen Sie zur Besichtigung mit.';

describe('the signal learned from decisions', () => {
  it('learns a new lure from rejections and releases, and holds it beside a weak signal it would have let through', async () => {
    // Before anything was decided, the lure beside an owner abroad (a weak signal) goes online.
    const early = await publish(
      await account('frueh'),
      berlin('Zwei Zimmer in Neukölln', `${LURE} Ich bin derzeit im Ausland.`, 15),
      await photoFor(9000),
    );
    expect(early.status).toBe('active');
    // Moderators decide held ads (each held for its bait price): twelve lures rejected, twelve plain ones released.
    for (let i = 0; i < 12; i++) {
      const lure = await publish(await account(`lure-${i}`), berlin(`Wohnung ${i}`, LURE, 5), await photoFor(9100 + i));
      const plain = await publish(
        await account(`plain-${i}`),
        berlin(`Zimmer ${i}`, PLAIN, 5),
        await photoFor(9200 + i),
      );
      expect([lure.status, plain.status]).toEqual(['pending', 'pending']);
      const rejected = await call(server.app, 'POST', `/api/admin/ads/${lure.id}/reject`, {
        token: admin,
        body: { reason: 'Gebühr vor der Besichtigung verlangt' },
      });
      expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
      expect((await call(server.app, 'POST', `/api/admin/ads/${plain.id}/approve`, { token: admin })).status).toBe(200);
    }
    const quality = (await call(server.app, 'GET', '/api/admin/risk/classifier', { token: admin })).body
      .data as ClassifierQuality;
    expect(quality).toMatchObject({ examples: 24, scams: 12 });
    // It learns again at most every ten minutes.
    server.clock.advance(TEN_MINUTES + 1000);
    try {
      const later = await publish(
        await account('spaet'),
        berlin('Zwei Zimmer in Neukölln', `${LURE} Ich bin derzeit im Ausland.`, 15),
        await photoFor(9001),
      );
      expect(later.status, 'held: learned wording beside the weak signal').toBe('pending');
      const queue = (await call(server.app, 'GET', '/api/admin/ads', { token: admin })).body.data as {
        id: string;
        risk: { signals: { rule: string }[] } | null;
      }[];
      const held = queue.find((ad) => ad.id === later.id);
      expect(held?.risk?.signals.map((signal) => signal.rule)).toContain('learned_from_decisions');
      // A plain ad like the released ones is not touched by it.
      const plain = await publish(await account('normal'), berlin('Zimmer am Park', PLAIN, 15), await photoFor(9002));
      expect(plain.status).toBe('active');
    } finally {
      server.clock.advance(-(TEN_MINUTES + 1000));
    }
  });

  it('is for moderators only', async () => {
    const person = await account('neugierig');
    expect((await call(server.app, 'GET', '/api/admin/risk/classifier', { token: person.token })).status).toBe(403);
  });
});
