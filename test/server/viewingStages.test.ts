import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViewingSlot } from '../../src/domain/viewings';
import { adminToken, type TestServer, startTestServer } from './helpers';
import { germanSlot, viewingsWorld } from './viewingsWorld';

/*
 * A viewing slot at every stage × every viewer (issue 66): what the landlord, the person booked into it, someone
 * invited, someone who only wrote, a stranger and an administrator see of it, and whether each may book it. The
 * address note goes to the landlord and the people booked into the slot only; names to the landlord only.
 */

type Stage = 'open' | 'invitation_only' | 'full' | 'begun' | 'cancelled';
type Viewer = 'landlord' | 'booked' | 'invited' | 'enquirer' | 'stranger' | 'admin';

let server: TestServer;
let world: Awaited<ReturnType<typeof viewingsWorld>>;
let admin: string;
let n = 0;

beforeAll(async () => {
  server = await startTestServer();
  world = await viewingsWorld(server, 'termine');
  admin = await adminToken(server);
});
afterAll(() => server.close());

const NOTE = 'Klingel Hinterhaus, 3. OG';

/** A slot of the world's ad at `stage`, with one person booked into it (before it was cancelled or began). */
async function reach(stage: Stage) {
  const tag = `${stage.replace('_', '')}${++n}`;
  const slot = await world.newSlot({
    ...germanSlot(server, 2 + n),
    kind: stage === 'full' ? 'single' : 'group',
    openToEnquirers: stage !== 'invitation_only',
    addressNote: NOTE,
  });
  const booked = await world.enquirer(`Gebucht${tag}`);
  const invited = await world.enquirer(`Eingeladen${tag}`);
  const enquirer = await world.enquirer(`Geschrieben${tag}`);
  const stranger = await world.person(`Fremd${tag}`);
  expect((await world.invite(world.landlord.token, [booked.id, invited.id])).status).toBe(200);
  const bookedAnswer = await world.book(booked.token, slot.id);
  expect(bookedAnswer.status, JSON.stringify(bookedAnswer.body)).toBe(200);
  if (stage === 'cancelled') expect((await world.cancelSlot(world.landlord.token, slot.id)).status).toBe(200);
  if (stage === 'begun')
    server.clock.advance(new Date(slot.startsAt).getTime() - server.clock.now().getTime() + 60_000);
  const tokens: Record<Viewer, string> = {
    landlord: world.landlord.token,
    booked: booked.token,
    invited: invited.token,
    enquirer: enquirer.token,
    stranger: stranger.token,
    admin,
  };
  return { slot, tokens, bookedName: `Gebucht${tag}` };
}

/** What a viewer sees of the slot: 'none' (not in their plan), 'slot' (time and places), 'booked' (and the address
 * note, their booking), 'everything' (and who is booked); a number is the plan's refusal. */
type Seen = 'none' | 'slot' | 'booked' | 'everything' | 404;

const STAGES: { stage: Stage; sees: Record<Viewer, Seen>; book: Record<Exclude<Viewer, 'booked'>, number | string> }[] =
  [
    {
      stage: 'open',
      sees: { landlord: 'everything', booked: 'booked', invited: 'slot', enquirer: 'slot', stranger: 404, admin: 404 },
      book: { landlord: 404, invited: 200, enquirer: 200, stranger: 404, admin: 404 },
    },
    {
      stage: 'invitation_only',
      sees: { landlord: 'everything', booked: 'booked', invited: 'slot', enquirer: 'none', stranger: 404, admin: 404 },
      book: { landlord: 404, invited: 200, enquirer: 404, stranger: 404, admin: 404 },
    },
    {
      stage: 'full',
      sees: { landlord: 'everything', booked: 'booked', invited: 'slot', enquirer: 'slot', stranger: 404, admin: 404 },
      book: { landlord: 404, invited: 'SLOT_FULL', enquirer: 'SLOT_FULL', stranger: 404, admin: 404 },
    },
    {
      stage: 'begun',
      sees: { landlord: 'everything', booked: 'booked', invited: 'none', enquirer: 'none', stranger: 404, admin: 404 },
      book: { landlord: 404, invited: 'VIEWING_BEGUN', enquirer: 'VIEWING_BEGUN', stranger: 404, admin: 404 },
    },
    {
      stage: 'cancelled',
      sees: { landlord: 'everything', booked: 'none', invited: 'none', enquirer: 'none', stranger: 404, admin: 404 },
      book: { landlord: 404, invited: 'SLOT_CANCELLED', enquirer: 'SLOT_CANCELLED', stranger: 404, admin: 404 },
    },
  ];

/** `bookedName`: who the landlord sees booked (nobody once the slot was cancelled: its bookings ended with it). */
function seen(slot: ViewingSlot | undefined, bookedName: string | null): Seen {
  if (!slot) return 'none';
  if (slot.attendees) {
    expect(slot.attendees.map((a) => a.name)).toEqual(bookedName ? [bookedName] : []);
    expect(slot.addressNote).toBe(NOTE);
    return 'everything';
  }
  if (slot.myBookingId) {
    expect(slot.addressNote).toBe(NOTE);
    return 'booked';
  }
  expect(slot.addressNote, 'the address note goes to the booked only').toBeNull();
  return 'slot';
}

describe('a viewing slot at every stage, seen by every viewer', () => {
  it.each(STAGES)('$stage', async ({ stage, sees, book }) => {
    const offset = server.clock.offsetMs;
    try {
      const row = await reach(stage);
      const actual: Partial<Record<Viewer, Seen>> = {};
      for (const viewer of Object.keys(sees) as Viewer[]) {
        const plan = await world.plan(row.tokens[viewer]);
        actual[viewer] =
          plan.status === 200
            ? seen(
                plan.plan.slots.find((s) => s.id === row.slot.id),
                stage === 'cancelled' ? null : row.bookedName,
              )
            : (plan.status as 404);
      }
      expect(actual).toEqual(sees);

      const booking: Partial<Record<Viewer, number | string>> = {};
      for (const viewer of Object.keys(book) as Exclude<Viewer, 'booked'>[]) {
        const answer = await world.book(row.tokens[viewer], row.slot.id);
        booking[viewer] = answer.status === 409 ? answer.error! : answer.status;
      }
      expect(booking, 'who may book').toEqual(book);
    } finally {
      server.clock.offsetMs = offset;
    }
  });
});
