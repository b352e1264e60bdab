import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationBoard } from '../../src/domain/applications';
import { call, startTestServer, type TestServer } from './helpers';
import { applicationsWorld, PROFILE } from './applicationsWorld';
import { thirdPersonWatching } from './thirdPerson';

/**
 * Issue 71, a fair first round: while the landlord's application window runs, the board shows the applications in a
 * random order fixed per ad (not by arrival), without names, with the first facts only (household, move-in, pets —
 * those who consented), until the landlord invites or shortlists someone; afterwards the board is as before.
 */
let server: TestServer;
let world: Awaited<ReturnType<typeof applicationsWorld>>;
beforeAll(async () => {
  server = await startTestServer();
  world = await applicationsWorld(server, 'frist');
});
afterAll(() => server.close());

const setWindow = (token: string, hours: unknown, adId = world.ad.id) =>
  call(server.app, 'PUT', `/api/ads/${adId}/application-window`, { token, body: { hours } });

describe('the application window', () => {
  it('hides names and arrival order while it runs, shows the first facts of those who consented, and ends', async () => {
    const third = await thirdPersonWatching(server);
    expect((await setWindow(third.person.token, 48)).status, 'not the landlord').toBe(404);
    for (const hours of [-1, 1.5, 169, 'zwei']) {
      const refused = await setWindow(world.landlord.token, hours);
      expect(refused.status, String(hours)).toBe(400);
    }
    const set = await setWindow(world.landlord.token, 48);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const endsAt = Date.parse((set.body.data as ApplicationBoard).windowEndsAt!);
    expect(endsAt - Date.now()).toBeGreaterThan(47.9 * 3_600_000);

    const names = ['Lara', 'Moritz', 'Nele', 'Otto', 'Pia', 'Quirin'];
    const tokens: string[] = [];
    for (const [i, name] of names.entries()) {
      const seeker = await world.enquirer(name);
      tokens.push(seeker.token);
      expect(
        (
          await world.profile(seeker.token, {
            ...PROFILE,
            adults: 1 + (i % 3),
            pets: i === 0 ? 'Katze' : '',
            wbs: i === 0,
          })
        ).status,
      ).toBe(200);
      expect((await world.apply(seeker.token, name !== 'Otto')).status).toBe(201);
    }
    const board = await world.boardOf();
    expect(board.applicants.map((a) => a.name)).toEqual(names.map(() => null));
    expect(board.applicants.map((a) => a.number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(board.applicants.every((a) => a.conversationId === null && a.profile === null)).toBe(true);
    // Not by arrival: the fixed order is the same on every reading.
    const order = board.applicants.map((a) => a.id);
    expect((await world.boardOf()).applicants.map((a) => a.id)).toEqual(order);
    const arrival = [...board.applicants].sort((a, b) => a.appliedAt.localeCompare(b.appliedAt)).map((a) => a.id);
    expect(order).not.toEqual(arrival);
    // The first facts of those who consented; nothing of the one who did not.
    const facts = board.applicants.map((a) => a.firstFacts);
    expect(facts.filter((f) => f === null)).toHaveLength(1);
    expect(facts).toContainEqual({
      adults: 1,
      children: PROFILE.children,
      moveInFrom: PROFILE.moveInFrom,
      pets: 'Katze',
      wbs: true,
    });
    expect(JSON.stringify(board)).not.toMatch(/Lara|Moritz|Nele|Otto|Pia|Quirin/);

    // A profile saved without the WBS answer (a client older than the field) says no.
    const { wbs: _left, ...older } = PROFILE;
    expect(((await world.profile(tokens[5]!, older)).body.data as { wbs: boolean }).wbs).toBe(false);

    // Each applicant is told the landlord sees them without their name for now.
    expect((await world.mine(tokens[0]!))[0]!.inFirstRound).toBe(true);

    // Inviting one names them; the others stay without a name.
    const invited = await world.move(world.landlord.token, board.applicants[2]!.id, 'invited');
    const after = invited.body.data as ApplicationBoard;
    expect(after.applicants.filter((a) => a.name !== null)).toHaveLength(1);
    expect(after.applicants.find((a) => a.id === board.applicants[2]!.id)!.name).toMatch(/^[A-Z]/);

    // Once the window has run out, the board is as it always was: names, conversations, in the same fixed order.
    try {
      server.clock.advance(49 * 3_600_000);
      const later = await world.boardOf();
      expect(later.applicants.every((a) => a.name !== null)).toBe(true);
      expect(later.applicants.map((a) => a.id)).toEqual(order);
      expect((await world.mine(tokens[0]!))[0]!.inFirstRound).toBe(false);
    } finally {
      server.clock.offsetMs = 0;
    }
    // Ended by hand (0 hours): names at once.
    expect(((await setWindow(world.landlord.token, 0)).body.data as ApplicationBoard).windowEndsAt).toBeNull();
    await third.sawNothing({ secrets: names });
  });
});
