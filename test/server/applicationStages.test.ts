import type { Application, ApplicationBoard, ApplicationStatus } from '../../src/domain/applications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, publishedAd, type TestServer, startTestServer } from './helpers';
import { applicationsWorld, payslipPdf, PROFILE } from './applicationsWorld';
import { thirdPersonWatching } from './thirdPerson';

/*
 * Every stage of an application × whether a viewing took place × every viewer (issues 66 and 71): not only the stages a
 * happy path lands in. Each row is reached on an ad of its own, with a second applicant of the same ad present, and
 * asserts what the landlord sees of the applicant (profile, documents), what the landlord may still do, what the
 * applicant reads — and that nobody else (the other applicant, a stranger, an administrator, nobody signed in) sees or
 * moves anything.
 *
 * "closed" is an application still open when the landlord gave another applicant the Zusage. A viewing is "attended"
 * (the landlord marked the applicant's booking of this flat), "none", or "before": none took place and the applicant
 * chose to show the profile anyway.
 */

type Viewing = 'none' | 'attended' | 'before';

type Stage = ApplicationStatus | 'closed';

let server: TestServer;
let world: Awaited<ReturnType<typeof applicationsWorld>>;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  world = await applicationsWorld(server, 'stufen');
  admin = await adminToken(server);
});
afterAll(() => server.close());

/**
 * An ad of the landlord's with two applicants who consent to show their profile: `applicant` brought to `stage`
 * (through `via` first), `other` beside them. With `documents`, the applicant is shortlisted, asked for documents and
 * shares a payslip before moving on.
 */
async function reach(stage: Stage, options: { via?: ApplicationStatus; documents?: boolean; viewing?: Viewing } = {}) {
  const landlord = world.landlord.token;
  const ad = await publishedAd(server, world.landlord, {
    title: `Stufe ${stage} ${Math.random().toString(36).slice(2, 7)}`,
  });
  const applicant = await world.enquirer(`Antragstellerin${stage}`, ad.id);
  const other = await world.enquirer(`Mitbewerber${stage}`, ad.id);
  for (const person of [applicant, other]) {
    expect((await world.profile(person.token, PROFILE)).status).toBe(200);
    expect((await world.apply(person.token, true, ad.id)).status).toBe(201);
  }
  const board = (await world.board(landlord, ad.id)).body.data as ApplicationBoard;
  const idOf = (name: string) => board.applicants.find((a) => a.name!.startsWith(name))!.id;
  const applicationId = idOf('Antragstellerin');
  const otherId = idOf('Mitbewerber');
  if (options.viewing === 'attended') await world.attend(applicant, ad.id);
  if (options.viewing === 'before')
    expect((await world.share(applicant.token, applicationId, true, [], true)).status).toBe(200);
  let documentId: string | null = null;
  if (options.documents) {
    expect((await world.move(landlord, applicationId, 'shortlisted')).status).toBe(200);
    expect((await world.requestDocuments(landlord, applicationId)).status).toBe(200);
    documentId = (await world.upload(applicant.token, await payslipPdf(), 'payslip', `${stage}.pdf`, 'application/pdf'))
      .id;
    expect((await world.share(applicant.token, applicationId, true, [documentId])).status).toBe(200);
  }
  if (options.via) expect((await world.move(landlord, applicationId, options.via)).status).toBe(200);
  if (stage === 'closed') expect((await world.move(landlord, otherId, 'accepted')).status).toBe(200);
  else if (stage !== 'new') expect((await world.move(landlord, applicationId, stage)).status).toBe(200);
  const cardOf = (id: string) => async () =>
    ((await world.board(landlord, ad.id)).body.data as ApplicationBoard).applicants.find((a) => a.id === id)!;
  return { ad, applicant, other, applicationId, documentId, card: cardOf(applicationId), otherCard: cardOf(otherId) };
}

const own = async (token: string, id: string) =>
  ((await call(server.app, 'GET', '/api/applications', { token })).body.data as Application[]).find((a) => a.id === id);

/** Everybody but the landlord: the applicant, the other applicant, a stranger, an administrator, nobody. */
async function outsiders(row: Awaited<ReturnType<typeof reach>>) {
  const stranger = await world.person('Fremde');
  return [
    { who: 'the applicant', token: row.applicant.token, status: 404 },
    { who: 'the other applicant', token: row.other.token, status: 404 },
    { who: 'a stranger', token: stranger.token, status: 404 },
    { who: 'an administrator', token: admin, status: 404 },
    { who: 'nobody signed in', token: undefined, status: 401 },
  ];
}

/*
 * state → what the landlord sees and may do, and what the applicant reads. The profile shows only once a viewing took
 * place (or the applicant opened it before one) and while the application is open (DSK: self-disclosure by stage) —
 * never because the landlord moved the card; documents are asked for only at the shortlist; a Zusage ends every move.
 */
const STAGES: {
  stage: Stage;
  viewing: Viewing;
  via?: ApplicationStatus;
  profile: boolean;
  askForDocuments: number;
  move: number;
  applicantReads: ApplicationStatus;
}[] = [
  { stage: 'new', viewing: 'none', profile: false, askForDocuments: 409, move: 200, applicantReads: 'new' },
  { stage: 'new', viewing: 'before', profile: true, askForDocuments: 409, move: 200, applicantReads: 'new' },
  { stage: 'invited', viewing: 'none', profile: false, askForDocuments: 409, move: 200, applicantReads: 'invited' },
  { stage: 'viewed', viewing: 'none', profile: false, askForDocuments: 409, move: 200, applicantReads: 'viewed' },
  { stage: 'viewed', viewing: 'attended', profile: true, askForDocuments: 409, move: 200, applicantReads: 'viewed' },
  {
    stage: 'shortlisted',
    viewing: 'none',
    profile: false,
    askForDocuments: 200,
    move: 200,
    applicantReads: 'shortlisted',
  },
  {
    stage: 'shortlisted',
    viewing: 'attended',
    profile: true,
    askForDocuments: 200,
    move: 200,
    applicantReads: 'shortlisted',
  },
  {
    stage: 'shortlisted',
    viewing: 'before',
    profile: true,
    askForDocuments: 200,
    move: 200,
    applicantReads: 'shortlisted',
  },
  {
    stage: 'accepted',
    viewing: 'attended',
    profile: true,
    askForDocuments: 409,
    move: 409,
    applicantReads: 'accepted',
  },
  {
    stage: 'declined',
    viewing: 'attended',
    via: 'viewed',
    profile: false,
    askForDocuments: 409,
    move: 200,
    applicantReads: 'declined',
  },
  {
    stage: 'closed',
    viewing: 'attended',
    via: 'shortlisted',
    profile: false,
    askForDocuments: 409,
    move: 409,
    applicantReads: 'declined',
  },
];

describe('an application at every stage, seen by every viewer', () => {
  it.each(STAGES)(
    '$stage, viewing $viewing',
    async ({ stage, viewing, via, profile, askForDocuments, move, applicantReads }) => {
      const row = await reach(stage, { via, viewing });
      const landlord = world.landlord.token;

      const card = await row.card();
      expect(card.profile, 'the landlord sees the profile').toEqual(profile ? PROFILE : null);
      expect(card.documents).toEqual([]);
      // The other applicant came to no viewing: one person's viewing opens nobody else's profile.
      if (stage !== 'accepted' && stage !== 'closed') expect((await row.otherCard()).profile).toBeNull();
      const mine = (await own(row.applicant.token, row.applicationId))!;
      expect(mine).toMatchObject({ status: applicantReads, profileVisible: profile, documentsRequested: false });
      expect(await own(row.other.token, row.applicationId), 'the other applicant does not list it').toBeUndefined();

      for (const outsider of await outsiders(row)) {
        const seen = await world.board(outsider.token ?? '', row.ad.id);
        expect(seen.status, `${outsider.who} reads the board`).toBe(outsider.token ? 404 : 401);
        if (outsider.who === 'the applicant') continue;
        expect((await world.move(outsider.token ?? '', row.applicationId, 'declined')).status, outsider.who).toBe(
          outsider.status,
        );
        expect((await world.requestDocuments(outsider.token ?? '', row.applicationId)).status, outsider.who).toBe(
          outsider.status,
        );
        expect(
          (await world.share(outsider.token ?? '', row.applicationId, false, [])).status,
          `${outsider.who} changes what the applicant shares`,
        ).toBe(outsider.status);
      }
      // Nothing an outsider tried changed the application.
      expect((await own(row.applicant.token, row.applicationId))!.status).toBe(applicantReads);

      expect((await world.requestDocuments(landlord, row.applicationId)).status, 'asking for documents').toBe(
        askForDocuments,
      );
      const moved = await world.move(landlord, row.applicationId, stage === 'viewed' ? 'shortlisted' : 'viewed');
      expect(moved.status, 'moving on').toBe(move);
      if (move === 409) expect(moved.body.error).toBe('APPLICATIONS_CLOSED');
    },
  );
});

/* Documents once shared at the shortlist → whether the landlord still opens them at the next stage. */
const DOCUMENT_STAGES: { stage: Stage; opens: boolean }[] = [
  { stage: 'shortlisted', opens: true },
  { stage: 'accepted', opens: true },
  { stage: 'declined', opens: false },
  { stage: 'closed', opens: false },
];

describe('shared documents at every stage after the shortlist', () => {
  it.each(DOCUMENT_STAGES)('$stage', async ({ stage, opens }) => {
    const watcher = await thirdPersonWatching(server);
    const row = await reach(stage, { documents: true });
    const card = await row.card();
    expect(card.documents.map((d) => d.id)).toEqual(opens ? [row.documentId] : []);
    const opened = await world.download(world.landlord.token, row.applicationId, row.documentId!);
    expect(opened.statusCode, 'the landlord opens the payslip').toBe(opens ? 200 : 403);
    for (const outsider of await outsiders(row))
      expect((await world.download(outsider.token, row.applicationId, row.documentId!)).statusCode, outsider.who).toBe(
        outsider.status,
      );
    // The applicant sees exactly the landlord's views, none of the refused ones.
    expect((await own(row.applicant.token, row.applicationId))!.views).toHaveLength(opens ? 1 : 0);
    await watcher.sawNothing({ secrets: [`${stage}.pdf`, 'eine Katze', row.ad.title] });
  });
});
