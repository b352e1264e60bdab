import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ad } from '../../src/domain/ad';
import { call, publishedAd, type TestServer, startTestServer } from './helpers';
import { decisionsWorld } from './decisionsWorld';
import { thirdPersonWatching } from './thirdPerson';

/*
 * Decisions the way the DSA asks (issue 44): every restriction comes with a statement of reasons (Art. 17), the person
 * it concerns may complain once within six months (Art. 20), another moderator answers with reasons, and a reversal
 * restores what the decision took away. Notices and the transparency report: decisionNotices.test.ts.
 */

let server: TestServer;
let world: Awaited<ReturnType<typeof decisionsWorld>>;

const BAIT =
  'Helle Wohnung mit Balkon und Einbauküche in ruhiger Lage. Ich bin beruflich im Ausland, nach Eingang der Kaution schicke ich Ihnen die Schlüssel per Post.';

beforeAll(async () => {
  server = await startTestServer();
  world = await decisionsWorld(server, 'entscheidung');
});
afterAll(() => server.close());

const seller = (name?: string) => world.person(name);
const mailsTo = (email: string) => world.mailsTo(email);
const decisionsOf = (token: string) => world.decisionsOf(token);
const complain: typeof world.complain = (...args) => world.complain(...args);
const openCases = (token: string) => world.openCases(token);
const answer: typeof world.answer = (...args) => world.answer(...args);
/** The secret the statement's mail carries in its link's fragment. */
const tokenIn = (text: string, id: string) => new RegExp(`/decisions/${id}#token=([\\w-]+)`).exec(text)![1]!;

describe('an ad that shuts people out (§ 19 AGG, issue 71)', () => {
  it('is held before anyone sees it, with a statement naming the AGG, in the owner’s language', async () => {
    const owner = await seller('agg');
    const ad = await publishedAd(server, owner, {
      title: 'Schöne 2-Zimmer-Wohnung',
      description: 'Helle Wohnung mit Balkon. Nur an Deutsche mit deutschem Namen, keine Familien mit Kindern.',
    });
    expect(ad.status).toBe('pending');
    const [statement] = await decisionsOf(owner.token);
    expect(statement).toMatchObject({ kind: 'ad_held', ground: 'discrimination', automatedDecision: true });
    expect(statement!.facts).toContain('§ 19 Allgemeines Gleichbehandlungsgesetz');
    const [mail] = (await mailsTo(owner.email)).filter((m) => m.subject.includes('vor der Veröffentlichung geprüft'));
    expect(mail!.text).toContain('Grund: Diskriminierung beim Zugang zu Wohnraum (§ 5 AGB, § 19 AGG)');

    const english = await seller('agg-en');
    await call(server.app, 'PATCH', '/api/user/profile', { token: english.token, body: { language: 'en' } });
    const other = await publishedAd(server, english, {
      title: 'Bright flat near the park',
      description: 'A bright flat with a balcony, close to the park. No foreigners, no kids.',
    });
    expect(other.status).toBe('pending');
    const [stated] = await decisionsOf(english.token);
    expect(stated!.facts).toContain('General Equal Treatment Act');
    const [englishMail] = await mailsTo(english.email).then((mails) => mails.filter((m) => /review/i.test(m.subject)));
    expect(englishMail!.text).toContain('Discrimination in access to housing (§ 5 of our terms, § 19 AGG)');
  });

  it('a commission asked of tenants in a rental’s text is held as unlawful (§ 2 Abs. 1a WoVermittG)', async () => {
    const owner = await seller('courtage');
    const ad = await publishedAd(server, owner, {
      title: 'Altbauwohnung mit Stuck',
      description: 'Schöne Altbauwohnung mit hohen Decken. Die Courtage beträgt zwei Nettokaltmieten.',
    });
    expect(ad.status).toBe('pending');
    const [statement] = await decisionsOf(owner.token);
    expect(statement).toMatchObject({ kind: 'ad_held', ground: 'unlawful' });
    expect(statement!.facts).toContain('Mieter zahlen keine');
    const free = await publishedAd(server, owner, {
      title: 'Altbauwohnung mit Stuck',
      description: 'Schöne Altbauwohnung mit hohen Decken, provisionsfrei direkt vom Eigentümer.',
    });
    expect(free.status).toBe('active');
  });

  it('what welcomes people, or says what a flat suits, goes online', async () => {
    const owner = await seller('willkommen');
    for (const description of [
      'Familien mit Kindern sind herzlich willkommen, die Wohnung ist kinderfreundlich und liegt am Park.',
      'WG sucht Mitbewohnerin: wir sind drei Frauen und suchen eine vierte für das freie Zimmer mit Balkon.',
      'Die Wohnung hat keine Kinderzimmer, sie eignet sich für ein Paar; Haustiere nach Absprache.',
    ]) {
      const ad = await publishedAd(server, owner, { title: 'Helle Wohnung am Park', description });
      expect(ad.status, description).toBe('active');
    }
  });
});

describe('a statement of reasons for every restriction', () => {
  it('a held ad: the automated decision is stated with the kinds of signal, to its owner only', async () => {
    const owner = await seller();
    const watcher = await thirdPersonWatching(server);
    const ad = await publishedAd(server, owner, { title: 'Köder mit Schlüssel per Post', description: BAIT });
    expect(ad.status).toBe('pending');
    const [statement] = await decisionsOf(owner.token);
    expect(statement).toMatchObject({
      kind: 'ad_held',
      ground: 'fraud_suspected',
      automatedDetection: true,
      automatedDecision: true,
      ad: { id: ad.id, title: 'Köder mit Schlüssel per Post' },
      reversed: false,
      complaint: null,
      canComplain: true,
    });
    expect(statement!.facts).toContain('Formulierungen, die Zahlungen vor einer Besichtigung verlangen');
    // The thresholds stay ours: no weight, no matched words.
    expect(statement!.facts).not.toMatch(/Schlüssel per Post|\(1\)/);
    const [mail] = (await mailsTo(owner.email)).filter((m) => m.subject.includes('vor der Veröffentlichung geprüft'));
    expect(mail!.text).toContain('Automatisierte Mittel: Die Entscheidung hat unsere automatische Prüfung getroffen');
    expect(mail!.text).toContain('Grund: Anzeichen für Betrug, die vor der Veröffentlichung geprüft werden (§ 10 AGB)');
    expect(mail!.text).toMatch(/bis \d{1,2}\. \w+ \d{4}/);
    // Nobody else reads it: not the third person signed in, not a wrong secret.
    expect(
      (await call(server.app, 'GET', `/api/decisions/${statement!.id}`, { token: watcher.person.token })).status,
    ).toBe(404);
    const wrong = await call(server.app, 'GET', `/api/decisions/${statement!.id}`, {
      headers: { 'x-decision-token': 'not-the-secret' },
    });
    expect(wrong.status).toBe(404);
    expect(await decisionsOf(watcher.person.token)).toEqual([]);
    await watcher.sawNothing({ secrets: ['Köder mit Schlüssel per Post'] });

    // A moderator who publishes it undoes the automated decision: it can no longer be contested.
    expect((await call(server.app, 'POST', `/api/admin/ads/${ad.id}/approve`, { token: world.admin })).status).toBe(
      200,
    );
    expect((await decisionsOf(owner.token))[0]).toMatchObject({ reversed: true, canComplain: false });
    expect(
      (await complain(statement!.id, 'Bitte prüfen Sie das noch einmal.', { token: owner.token })).body.error,
    ).toBe('DECISION_REVERSED');
  });

  it('a rejection: ground chosen by the moderator, checked against the kind of decision', async () => {
    const owner = await seller();
    const ad = await publishedAd(server, owner, { title: 'Abzulehnen', description: BAIT });
    const wrongGround = await call(server.app, 'POST', `/api/admin/ads/${ad.id}/reject`, {
      token: world.admin,
      body: { reason: 'Vorkasse verlangt', ground: 'account_misuse' },
    });
    expect(wrongGround.body.errors).toEqual([expect.objectContaining({ field: 'ground', code: 'invalid' })]);
    expect((await decisionsOf(owner.token)).map((d) => d.kind)).toEqual(['ad_held']);
    await call(server.app, 'POST', `/api/admin/ads/${ad.id}/reject`, {
      token: world.admin,
      body: { reason: 'Vorkasse vor der Besichtigung verlangt', ground: 'fraud' },
    });
    const [rejection] = await decisionsOf(owner.token);
    expect(rejection).toMatchObject({
      kind: 'ad_rejected',
      ground: 'fraud',
      facts: 'Vorkasse vor der Besichtigung verlangt',
      automatedDetection: true,
      automatedDecision: false,
    });
  });
});

describe('internal complaints', () => {
  it('the seller complains once; the moderator who decided cannot answer; another reverses and the ad goes live', async () => {
    const owner = await seller();
    const ad = await publishedAd(server, owner, { title: 'Zu Unrecht abgelehnt' });
    // Moderation is off: the ad is live; the first moderator takes it down, which stops its clock.
    expect(ad.status).toBe('active');
    await call(server.app, 'POST', `/api/admin/ads/${ad.id}/take-down`, {
      token: world.admin,
      body: { reason: 'Fotos wirken kopiert', ground: 'foreign_images' },
    });
    const [takedown] = await decisionsOf(owner.token);
    expect(takedown).toMatchObject({ kind: 'ad_taken_down', ground: 'foreign_images', canComplain: true });
    const [mail] = (await mailsTo(owner.email)).filter((m) => m.subject.includes('offline genommen'));
    expect(mail!.text).toContain(`${server.config.publicUrl}/decisions/${takedown!.id}#token=`);
    expect(mail!.text).toContain(`${server.config.publicUrl}/app/ads/${ad.id}/edit`);

    const short = await complain(takedown!.id, 'Nein.', { token: owner.token });
    expect(short.body.errors).toEqual([expect.objectContaining({ field: 'text', code: 'required' })]);
    const lodged = await complain(takedown!.id, 'Die Fotos habe ich selbst in der Wohnung gemacht.', {
      token: owner.token,
    });
    expect(lodged.status).toBe(201);
    expect(lodged.body.data).toMatchObject({ canComplain: false, complaint: { status: 'open' } });
    expect((await complain(takedown!.id, 'Noch einmal: meine Fotos.', { token: owner.token })).body.error).toBe(
      'ALREADY_COMPLAINED',
    );

    const mine = (await openCases(world.admin)).find((c) => c.decision.id === takedown!.id)!;
    expect(mine).toMatchObject({
      mayDecide: false,
      decidedBy: server.config.adminEmail,
      complainant: 'Vera Mustermann',
    });
    expect((await answer(world.admin, mine.complaint.id, 'upheld', 'Die Entscheidung bleibt.')).body.error).toBe(
      'SAME_MODERATOR',
    );
    const theirs = (await openCases(world.secondAdmin)).find((c) => c.decision.id === takedown!.id)!;
    expect(theirs.mayDecide).toBe(true);

    const offlineFor = 3 * 86_400_000;
    server.clock.advance(offlineFor);
    const reversed = await answer(
      world.secondAdmin,
      theirs.complaint.id,
      'reversed',
      'Die Fotos sind die eigenen; Entschuldigung.',
    );
    expect(reversed.status).toBe(200);
    expect((await answer(world.secondAdmin, theirs.complaint.id, 'upheld', 'Doch nicht.')).body.error).toBe(
      'ALREADY_ANSWERED',
    );
    // Back online with the runtime it had left: its end moved by the three days it was offline.
    const live = (await call(server.app, 'GET', `/api/ads/${ad.id}`)).body.data as Ad;
    expect(live.status).toBe('active');
    expect(new Date(live.expiresAt!).getTime() - new Date(ad.expiresAt!).getTime()).toBeGreaterThanOrEqual(offlineFor);
    expect(new Date(live.expiresAt!).getTime() - new Date(ad.expiresAt!).getTime()).toBeLessThan(offlineFor + 60_000);
    const answered = (await decisionsOf(owner.token))[0]!;
    expect(answered).toMatchObject({
      reversed: true,
      complaint: { status: 'reversed', answer: expect.stringContaining('eigenen') },
    });
    const [answerMail] = (await mailsTo(owner.email)).filter((m) =>
      m.subject.startsWith('Antwort auf Ihre Beschwerde'),
    );
    expect(answerMail!.text).toContain('die Entscheidung aufgehoben');
    const log = (await call(server.app, 'GET', '/api/admin/audit', { token: world.admin })).body.data as {
      action: string;
      adminEmail: string;
    }[];
    expect(log.slice(0, 3).map((e) => [e.action, e.adminEmail])).toEqual([
      ['ad_approved', world.secondAdminEmail],
      ['complaint_reversed', world.secondAdminEmail],
      ['complaint_lodged', ''],
    ]);
  });

  it('a blocked account reads its statement and complains with the secret from the mail; a reversal unblocks it', async () => {
    const person = await seller('gesperrt');
    await call(server.app, 'PATCH', `/api/userList/${person.id}`, {
      token: world.admin,
      body: { blocked: true, reason: 'Mehrere Konten mit falschen Angaben', ground: 'account_misuse' },
    });
    const [mail] = (await mailsTo(person.email)).filter((m) => m.subject === 'Ihr Konto wurde gesperrt');
    expect(mail!.text).toContain('Begründung: Mehrere Konten mit falschen Angaben');
    const id = /\/decisions\/([\w-]+)#/.exec(mail!.text)![1]!;
    const secret = tokenIn(mail!.text, id);
    const read = await call(server.app, 'GET', `/api/decisions/${id}`, { headers: { 'x-decision-token': secret } });
    expect(read.body.data).toMatchObject({ kind: 'account_blocked', ground: 'account_misuse', canComplain: true });
    expect((await complain(id, 'Ich habe nur dieses eine Konto.', { secret: 'falsch' })).status).toBe(404);
    expect((await complain(id, 'Ich habe nur dieses eine Konto.', { secret })).status).toBe(201);
    const complaint = (await openCases(world.secondAdmin)).find((c) => c.decision.id === id)!;
    await answer(world.secondAdmin, complaint.complaint.id, 'reversed', 'Die Konten gehören verschiedenen Personen.');
    const login = await call(server.app, 'POST', '/api/auth/login', {
      body: { email: person.email, password: 'secret-password-1' },
    });
    expect(login.status).toBe(200);
  });
});

describe('the time to complain', () => {
  // Last in the file: the clock moves half a year on.
  it('six months after the decision, a complaint is refused', async () => {
    const owner = await seller();
    const ad = await publishedAd(server, owner, { title: 'Alte Entscheidung' });
    await call(server.app, 'POST', `/api/admin/ads/${ad.id}/take-down`, {
      token: world.admin,
      body: { reason: 'Irreführend' },
    });
    const [decision] = await decisionsOf(owner.token);
    expect(decision!.ground).toBe('unlawful');
    server.clock.advance(184 * 86_400_000);
    expect((await decisionsOf(owner.token))[0]!.canComplain).toBe(false);
    expect((await complain(decision!.id, 'Das war nicht richtig so.', { token: owner.token })).body.error).toBe(
      'COMPLAINT_PERIOD_OVER',
    );
  });
});
