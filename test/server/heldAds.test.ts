import { describe, expect, it } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import type { AdminAction } from '../../src/domain/adminAction';
import { photoWithQrCode } from '../fixtures/qrPhoto';
import { adInput, CITY_RENT_PER_SQM, copyOf, photoFor, VICTIMS } from '../fixtures/riskSet';
import { call } from './helpers';
import { account, admin, publish, server, victimPhotos, withRiskServer } from './riskKit';

// What happens to an ad the risk assessment holds: the moderators' queue, the audit log, edits, and the desk's counts.
withRiskServer();

describe('a held ad', () => {
  it('waits "In Prüfung" with its signals for moderators only; the hold is in the audit log; an ordinary ad goes live', async () => {
    const scammer = await account('haken');
    const scam = await publish(
      scammer,
      adInput({
        title: 'Traumwohnung in Mitte, sofort frei',
        description:
          'Helle Wohnung mit Balkon und Einbauküche in ruhiger Lage. Ich bin beruflich im Ausland, nach Eingang der Kaution schicke ich Ihnen die Schlüssel per Post.',
        city: 'Berlin',
        livingArea: 80,
        rentPerSqm: CITY_RENT_PER_SQM.Berlin! / 3,
      }),
      await copyOf(victimPhotos[0]!),
    );
    expect(scam.status).toBe('pending');
    const honest = await publish(
      await account('ehrlich-live'),
      adInput({
        title: 'Altbau mit Dielen',
        description: 'Schöne Altbauwohnung.',
        city: 'Berlin',
        livingArea: 80,
        rentPerSqm: 14,
      }),
      await photoFor(4242),
    );
    expect(honest.status, 'an ordinary ad goes live at once').toBe('active');

    // The seller learns that it is being reviewed, not which rules fired.
    const own = await call(server.app, 'GET', `/api/ads/${scam.id}`, { token: scammer.token });
    expect(own.body.data).toMatchObject({ status: 'pending' });
    expect(JSON.stringify(own.body)).not.toMatch(/risk|price_far_below_local|photo_used_elsewhere|advance_payment/);

    const queue = (await call(server.app, 'GET', '/api/admin/ads', { token: admin })).body.data as {
      id: string;
      risk: { held: boolean; score: number; signals: { rule: string; weight: number; detail: string }[] } | null;
    }[];
    const desk = queue.find((item) => item.id === scam.id)!;
    expect(desk.risk?.held).toBe(true);
    expect(desk.risk?.signals.map((signal) => signal.rule).sort()).toEqual([
      'advance_payment_wording',
      'photo_used_elsewhere',
      'price_far_below_local',
    ]);
    // A third of the asking rent of the ten comparable flats (their median: 15 €/m²).
    expect(desk.risk?.signals.find((s) => s.rule === 'price_far_below_local')?.detail).toMatch(
      /^3[34] % of the local median \(15 €\/m², 10 ads\)$/,
    );
    expect(desk.risk?.score).toBe(2.8);

    const audit = (await call(server.app, 'GET', '/api/admin/audit', { token: admin })).body.data as AdminAction[];
    const hold = audit.find((entry) => entry.targetId === scam.id)!;
    expect(hold).toMatchObject({
      action: 'ad_held',
      adminEmail: '',
      targetLabel: 'Traumwohnung in Mitte, sofort frei',
    });
    expect(hold.detail).toContain('advance_payment_wording (1): Schlüssel per Post');
    expect(
      audit.some((entry) => entry.targetId === honest.id),
      'an ad that went live is no decision to log',
    ).toBe(false);

    // A rejection gives the credit back, as for any ad a moderator turns down.
    await call(server.app, 'POST', `/api/admin/ads/${scam.id}/reject`, {
      token: admin,
      body: { reason: 'Verdacht auf Vorkassebetrug' },
    });
    const credits = (await call(server.app, 'GET', '/api/ads/credits', { token: scammer.token })).body.data;
    expect(credits).toEqual([{ packageId: 'basis', credits: 1 }]);
  });

  it('a messenger link hidden in a QR code of a photo is found as if it stood in the text', async () => {
    const seller = await account('qr-code');
    const coded = await publish(
      seller,
      adInput({
        title: 'Wohnung mit Code im Foto',
        description: 'Helle Wohnung mit Balkon, Fragen gern über das Foto.',
        city: 'Hamburg',
        livingArea: 70,
        rentPerSqm: 14,
      }),
      await photoWithQrCode('https://wa.me/4915123456789'),
    );
    const verdict = (await server.services.uow.repos.riskAssessments.ofAds([coded.id])).get(coded.id)!;
    expect(verdict.signals).toEqual([
      { rule: 'contact_off_platform', weight: 0.5, detail: 'messenger (in a photo: a QR code or its text)' },
    ]);
    expect(coded.status, 'a messenger alone is a signal, not a hold').toBe('active');
  });

  it('a live ad edited into a bait is held again; an ordinary edit stays online', async () => {
    const seller = await account('umschreiber');
    const input = adInput({
      title: 'Helle Wohnung',
      description: 'Helle Wohnung im dritten Stock.',
      city: 'München',
      livingArea: 60,
      rentPerSqm: 20,
    });
    const live = await publish(seller, input, await photoFor(777));
    expect(live.status).toBe('active');
    const edit = (change: Record<string, unknown>) =>
      call(server.app, 'PATCH', `/api/ads/${live.id}`, { token: seller.token, body: change });
    const ordinary = await edit({ description: 'Helle Wohnung im dritten Stock mit neuem Bad.' });
    expect((ordinary.body.data as Ad).status).toBe('active');
    const bait = await edit({ description: 'Helle Wohnung im dritten Stock. Kaution bitte vorab per Western Union.' });
    expect((bait.body.data as Ad).status, 'held, out of sight').toBe('pending');
    expect((await call(server.app, 'GET', `/api/ads/${live.id}`)).status, 'no longer online').toBe(410);
    const audit = (await call(server.app, 'GET', '/api/admin/audit', { token: admin })).body.data as AdminAction[];
    expect(audit.find((entry) => entry.targetId === live.id)?.action).toBe('ad_held');
  });

  it('knows a city’s price once enough ads are live there, without waiting for an earlier answer to expire', async () => {
    const market = await account('koeln');
    const flat = (rentPerSqm: number, title: string) =>
      adInput({ title, description: 'Wohnung in Köln-Ehrenfeld.', city: 'Köln', livingArea: 70, rentPerSqm });
    // Each of these is judged while Köln has fewer than eight comparable ads: no price signal, and none kept.
    for (let i = 0; i < 8; i++)
      expect((await publish(market, flat(12 + i * 0.2, `Kölner Wohnung ${i}`), await photoFor(8800 + i))).status).toBe(
        'active',
      );
    const bait = await publish(await account('koeln-haken'), flat(4, 'Kölner Schnäppchen'), await photoFor(8900));
    expect(bait.status, 'a third of Köln’s €/m², now that eight flats say what that is').toBe('pending');
  });

  it('the desk counts per signal how many holds moderators approved (false alarms) or rejected', async () => {
    type Outcome = { rule: string; held: number; approved: number; rejected: number };
    const wording = async () =>
      ((await call(server.app, 'GET', '/api/admin/risk/outcomes', { token: admin })).body.data as Outcome[]).find(
        (o) => o.rule === 'advance_payment_wording',
      ) ?? { rule: 'advance_payment_wording', held: 0, approved: 0, rejected: 0 };
    const before = await wording();
    const bait = (title: string) =>
      adInput({
        title,
        description: 'Kaution bitte vorab per Western Union.',
        city: 'Hamburg',
        livingArea: 50,
        rentPerSqm: 14,
      });
    const [first, second, third] = [
      await publish(await account('fehlalarm'), bait('Erste'), await photoFor(9101)),
      await publish(await account('treffer'), bait('Zweite'), await photoFor(9102)),
      await publish(await account('offen'), bait('Dritte'), await photoFor(9103)),
    ];
    expect([first.status, second.status, third.status]).toEqual(['pending', 'pending', 'pending']);
    await call(server.app, 'POST', `/api/admin/ads/${first.id}/approve`, { token: admin });
    await call(server.app, 'POST', `/api/admin/ads/${second.id}/reject`, {
      token: admin,
      body: { reason: 'Vorkassebetrug' },
    });
    const after = await wording();
    expect([after.held - before.held, after.approved - before.approved, after.rejected - before.rejected]).toEqual([
      3, 1, 1,
    ]);
    expect(
      (await call(server.app, 'GET', '/api/admin/risk/outcomes', { token: (await account('kein-admin')).token }))
        .status,
    ).toBe(403);
  });

  it('the same account’s own photo and text again is no copy', async () => {
    const seller = await account('wiederholt');
    const photo = await photoFor(31337);
    const text = {
      title: 'Erste Wohnung',
      description: VICTIMS[1]!.description.replace('Wohnung', 'Whg.'),
      city: 'Hamburg',
      livingArea: 70,
      rentPerSqm: 14,
    };
    expect((await publish(seller, adInput(text), photo)).status).toBe('active');
    expect((await publish(seller, adInput({ ...text, title: 'Zweite Wohnung' }), await copyOf(photo))).status).toBe(
      'active',
    );
  });
});
