import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ad, AdStatus } from '../../src/domain/ad';
import { adminToken, call, publishedAd, signUp, startTestServer, type TestServer, upload, validAd } from './helpers';
import sharp from 'sharp';

/*
 * An ad at every stage of its life × every viewer (issue 66), on a server that reviews ads before they go live:
 * what the owner, a stranger, an administrator and a visitor read, whether it is in the public list and may be written
 * to, and which of the owner's moves each stage allows. "taken_down" is a live ad a moderator took offline.
 */

type Stage = AdStatus | 'taken_down';

let server: TestServer;
let owner: { token: string; id: string };
let stranger: { token: string; id: string };
let admin: string;
let n = 0;

beforeAll(async () => {
  server = await startTestServer({ moderation: true });
  owner = await signUp(server, 'lebenslauf-eigentuemer@example.de');
  stranger = await signUp(server, 'lebenslauf-fremde@example.de');
  admin = await adminToken(server);
});
afterAll(() => server.close());

const decide = async (id: string, decision: string) => {
  const answer = await call(server.app, 'POST', `/api/admin/ads/${id}/${decision}`, {
    token: admin,
    body: decision === 'approve' ? undefined : { reason: 'Bitte die Energiewerte ergänzen.' },
  });
  expect(answer.status, `${decision}: ${JSON.stringify(answer.body)}`).toBe(200);
};

/** A new ad of the owner's brought to `stage` the way it gets there in use, with a credit left to publish again. */
async function reach(stage: Stage): Promise<Ad> {
  const title = `Lebenslauf ${stage} ${++n}`;
  await server.services.uow.repos.ledger.append({ userId: owner.id, packageId: 'basis', amount: 1, reason: 'grant' });
  if (stage === 'draft') {
    const draft = await call(server.app, 'POST', '/api/ads', { token: owner.token, body: validAd({ title }) });
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#9ab' } })
      .jpeg()
      .toBuffer();
    expect((await upload(server.app, owner.token, (draft.body.data as Ad).id, photo)).status).toBe(200);
    return draft.body.data as Ad;
  }
  const ad = await publishedAd(server, owner, { title });
  if (stage === 'changes_requested') await decide(ad.id, 'request-changes');
  if (stage === 'rejected') await decide(ad.id, 'reject');
  if (['active', 'paused', 'expired', 'archived', 'taken_down'].includes(stage)) await decide(ad.id, 'approve');
  if (stage === 'paused') await call(server.app, 'POST', `/api/ads/${ad.id}/pause`, { token: owner.token });
  if (stage === 'archived')
    await call(server.app, 'PATCH', `/api/ads/${ad.id}`, { token: owner.token, body: { status: 'archived' } });
  if (stage === 'taken_down') await decide(ad.id, 'take-down');
  if (stage === 'expired') {
    await server.services.uow.repos.ads.update(ad.id, { expiresAt: new Date(server.clock.now().getTime() - 1000) });
    await server.services.ads.expireDueAds.execute();
  }
  const own = (await call(server.app, 'GET', `/api/ads/${ad.id}`, { token: owner.token })).body.data as Ad;
  expect(own.status).toBe(stage === 'taken_down' ? 'rejected' : stage);
  return own;
}

const MOVES = {
  edit: (ad: Ad, token: string) => call(server.app, 'PATCH', `/api/ads/${ad.id}`, { token, body: { floor: 3 } }),
  publish: (ad: Ad, token: string) =>
    call(server.app, 'POST', `/api/ads/${ad.id}/publish`, { token, body: { packageId: 'basis' } }),
  pause: (ad: Ad, token: string) => call(server.app, 'POST', `/api/ads/${ad.id}/pause`, { token }),
  resume: (ad: Ad, token: string) => call(server.app, 'POST', `/api/ads/${ad.id}/resume`, { token }),
  archive: (ad: Ad, token: string) =>
    call(server.app, 'PATCH', `/api/ads/${ad.id}`, { token, body: { status: 'archived' } }),
};

/*
 * stage → what each viewer reads of the ad (GET /api/ads/:id), whether visitors find it and may write to its owner,
 * and which of the owner's moves it allows (200) or refuses (409, changing nothing). 404 says nothing about an ad
 * that never was public; 410 AD_GONE is an ad that was online and is no longer.
 */
const R = { owner: 200, admin: 200 };
const STAGES: {
  stage: Stage;
  others: number;
  listed: boolean;
  contact: number;
  moves: Record<keyof typeof MOVES, number>;
}[] = [
  {
    stage: 'draft',
    others: 404,
    listed: false,
    contact: 404,
    moves: { edit: 200, publish: 200, pause: 409, resume: 409, archive: 200 },
  },
  {
    stage: 'pending',
    others: 404,
    listed: false,
    contact: 404,
    // Issue 67: the seller edits an ad in review (it stays in review).
    moves: { edit: 200, publish: 409, pause: 409, resume: 409, archive: 200 },
  },
  {
    stage: 'changes_requested',
    others: 404,
    listed: false,
    contact: 404,
    moves: { edit: 200, publish: 409, pause: 409, resume: 409, archive: 200 },
  },
  {
    stage: 'active',
    others: 200,
    listed: true,
    contact: 201,
    moves: { edit: 200, publish: 409, pause: 200, resume: 409, archive: 200 },
  },
  {
    stage: 'paused',
    others: 410,
    listed: false,
    contact: 410,
    moves: { edit: 409, publish: 409, pause: 409, resume: 200, archive: 200 },
  },
  {
    stage: 'rejected',
    others: 404,
    listed: false,
    contact: 404,
    moves: { edit: 200, publish: 200, pause: 409, resume: 409, archive: 200 },
  },
  {
    stage: 'taken_down',
    // Issue 67: it was online, so it is "no longer online" (and its page offers similar ads), not "never existed".
    others: 410,
    listed: false,
    contact: 410,
    moves: { edit: 200, publish: 200, pause: 409, resume: 409, archive: 200 },
  },
  {
    stage: 'expired',
    others: 410,
    listed: false,
    contact: 410,
    moves: { edit: 200, publish: 200, pause: 409, resume: 409, archive: 200 },
  },
  {
    stage: 'archived',
    others: 410,
    listed: false,
    contact: 410,
    moves: { edit: 200, publish: 200, pause: 409, resume: 409, archive: 409 },
  },
];

/** Where an edit by the owner leaves the ad (on this server, which reviews before going live). */
const AFTER_EDIT: Partial<Record<Stage, AdStatus>> = {
  draft: 'draft',
  pending: 'pending',
  changes_requested: 'pending',
  active: 'active',
  rejected: 'draft',
  taken_down: 'pending',
  expired: 'expired',
  archived: 'archived',
};

describe('an ad at every stage, seen by every viewer', () => {
  it.each(STAGES)('$stage', async ({ stage, others, listed, contact, moves }) => {
    const ad = await reach(stage);
    const read = async (token?: string) => (await call(server.app, 'GET', `/api/ads/${ad.id}`, { token })).status;
    expect(
      {
        owner: await read(owner.token),
        admin: await read(admin),
        stranger: await read(stranger.token),
        visitor: await read(),
      },
      'who reads the ad',
    ).toEqual({ ...R, stranger: others, visitor: others });
    const found = (await call(server.app, 'GET', `/api/ads?q=${encodeURIComponent(ad.title)}`)).body.data as {
      items: Ad[];
    };
    expect(
      found.items.some((a) => a.id === ad.id),
      'in the public list',
    ).toBe(listed);
    const mine = (await call(server.app, 'GET', '/api/ads/mine', { token: owner.token })).body.data as Ad[];
    expect(
      mine.some((a) => a.id === ad.id),
      "in the owner's list",
    ).toBe(true);
    const wrote = await call(server.app, 'POST', `/api/ads/${ad.id}/conversations`, {
      token: stranger.token,
      body: { body: 'Guten Tag, ist die Wohnung noch frei?' },
    });
    expect(wrote.status, 'a stranger writes to the owner').toBe(contact);

    // Nobody but the owner moves it, whatever the stage; a refused move changes nothing.
    for (const [name, move] of Object.entries(MOVES)) {
      expect((await move(ad, stranger.token)).status, `a stranger: ${name}`).toBe(404);
      expect((await move(ad, '')).status, `a visitor: ${name}`).toBe(401);
    }
    for (const [name, move] of Object.entries(MOVES)) {
      if (moves[name as keyof typeof MOVES] !== 409) continue;
      const refused = await move(ad, owner.token);
      expect(refused.status, `the owner: ${name}`).toBe(409);
    }
    const after = (await call(server.app, 'GET', `/api/ads/${ad.id}`, { token: owner.token })).body.data as Ad;
    expect({ status: after.status, floor: after.floor, updatedAt: after.updatedAt }).toEqual({
      status: ad.status,
      floor: ad.floor,
      updatedAt: ad.updatedAt,
    });

    // Each allowed move, on an ad of its own at this stage; an edit leaves the ad where the stage sends it.
    for (const [name, move] of Object.entries(MOVES)) {
      if (moves[name as keyof typeof MOVES] !== 200) continue;
      const answer = await move(await reach(stage), owner.token);
      expect(answer.status, `the owner: ${name} ${JSON.stringify(answer.body)}`).toBe(200);
      if (name === 'edit') expect((answer.body.data as Ad).status, 'after an edit').toBe(AFTER_EDIT[stage]);
    }
  });
});
