import { beforeEach, describe, expect, it } from 'vitest';
import { refusedFields } from '../../support/refused';
import { ApproveAd } from '../../../src/application/admin/ApproveAd';
import { ListUsers } from '../../../src/application/admin/ListUsers';
import { LoadLatestUsers } from '../../../src/application/admin/LoadLatestUsers';
import { LoadReportedMessages } from '../../../src/application/admin/LoadReportedMessages';
import { LoadWeeklyFigures } from '../../../src/application/admin/LoadWeeklyFigures';
import { RejectAd } from '../../../src/application/admin/RejectAd';
import { RequestAdChanges } from '../../../src/application/admin/RequestAdChanges';
import { TakeDownAd } from '../../../src/application/admin/TakeDownAd';
import { UpdateReport } from '../../../src/application/admin/UpdateReport';
import { AD_LIMITS } from '../../../src/domain/adValidation';
import type { Report } from '../../../src/domain/report';
import type { User } from '../../../src/domain/user';
import { sampleAd } from '../../fakes/AdsApiInMemory';
import { ModerationApiInMemory } from '../../fakes/ModerationApiInMemory';
import { ReportsApiInMemory } from '../../fakes/ReportsApiInMemory';
import { UsersApiInMemory } from '../../fakes/UsersApiInMemory';

const user = (id: string, name: string, createdAt: string): User => ({
  id,
  name,
  lastname: 'Muster',
  email: `${name.toLowerCase()}@example.de`,
  phone_number: null,
  img: null,
  authId: { role: 'USER' },
  activated: true,
  blocked: false,
  createdAt,
});

let moderation: ModerationApiInMemory;
beforeEach(() => {
  moderation = new ModerationApiInMemory();
});

describe('moderating an ad', () => {
  it('a rejection, a change request and a take-down send the reason trimmed', async () => {
    const [a, b] = [sampleAd({ status: 'pending' }), sampleAd({ status: 'pending' })];
    const live = sampleAd({ status: 'active' });
    moderation.pending = [a, b];
    moderation.live = [live];
    expect((await new RejectAd(moderation).execute(a.id, '  Fotos fehlen  ', 'fraud')).rejectionReason).toBe(
      'Fotos fehlen',
    );
    expect((await new RequestAdChanges(moderation).execute(b.id, '\nBitte Energieausweis angeben ')).status).toBe(
      'changes_requested',
    );
    expect((await new TakeDownAd(moderation).execute(live.id, ' Betrugsverdacht ', 'fraud')).status).toBe('rejected');
    expect(moderation.decisions).toEqual([
      { id: a.id, decision: 'reject', reason: 'Fotos fehlen', ground: 'fraud' },
      { id: b.id, decision: 'changes', reason: 'Bitte Energieausweis angeben' },
    ]);
    expect(moderation.takenDown).toEqual([{ id: live.id, reason: 'Betrugsverdacht', ground: 'fraud' }]);
  });

  it('needs a reason of at least 3 and at most the limit of characters, and then asks the server nothing', async () => {
    const ad = sampleAd({ status: 'pending' });
    moderation.pending = [ad];
    expect(await refusedFields(new RejectAd(moderation).execute(ad.id, '  ab ', 'fraud'))).toEqual(['reason:required']);
    expect(await refusedFields(new RequestAdChanges(moderation).execute(ad.id, ''))).toEqual(['reason:required']);
    expect(
      await refusedFields(new TakeDownAd(moderation).execute(ad.id, 'x'.repeat(AD_LIMITS.reasonMax + 1), 'fraud')),
    ).toEqual(['reason:too_long']);
    expect(moderation.decisions).toEqual([]);
    expect((await new RejectAd(moderation).execute(ad.id, 'abc', 'fraud')).rejectionReason).toBe('abc');
    moderation.pending = [ad];
    expect(
      (await new RejectAd(moderation).execute(ad.id, 'x'.repeat(AD_LIMITS.reasonMax), 'fraud')).rejectionReason,
    ).toHaveLength(AD_LIMITS.reasonMax);
  });

  it('approving takes the ad out of the queue', async () => {
    const ad = sampleAd({ status: 'pending' });
    moderation.pending = [ad];
    expect((await new ApproveAd(moderation).execute(ad.id)).status).toBe('active');
    expect(moderation.pending).toEqual([]);
  });

  it('the weekly figures default to twelve weeks', async () => {
    moderation.weeks = Array.from({ length: 20 }, (_, i) => ({
      weekStart: `w${i}`,
      newUsers: i,
      newAds: 0,
      revenueCents: 0,
    }));
    expect(await new LoadWeeklyFigures(moderation).execute()).toHaveLength(12);
    expect(await new LoadWeeklyFigures(moderation).execute(4)).toHaveLength(4);
  });
});

describe('users', () => {
  it('lists from page 1 at the least, with the search words trimmed and none sent when blank', async () => {
    const users = new UsersApiInMemory();
    users.users = [user('1', 'Erika', '2026-01-01'), user('2', 'Paul', '2026-01-02')];
    expect((await new ListUsers(users).execute(0, 10, '  paul ')).items.map((u) => u.name)).toEqual(['Paul']);
    expect((await new ListUsers(users).execute(-3, 10, '   ')).total).toBe(2);
    expect(users.listed).toEqual([
      { page: 1, limit: 10, q: 'paul' },
      { page: 1, limit: 10, q: undefined },
    ]);
  });

  it('the latest users fill the table only when the answer says 200', async () => {
    const users = new UsersApiInMemory();
    users.users = [user('1', 'Erika', '2026-01-01')];
    expect((await new LoadLatestUsers(users).execute()).map((u) => u.name)).toEqual(['Erika']);
    users.latestStatusCode = 500;
    expect(await new LoadLatestUsers(users).execute()).toEqual([]);
  });
});

describe('reports', () => {
  const report: Report = {
    id: 'r1',
    subject: 'conversation',
    reason: 'fraud',
    details: '',
    status: 'open',
    outcome: null,
    note: '',
    ad: null,
    conversationId: 'c1',
    reporter: null,
    evidence: null,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  };

  it('moves a report on with the note trimmed, and reads a reported conversation', async () => {
    const reports = new ReportsApiInMemory();
    reports.reports = [report];
    reports.messages.set('r1', [
      { author: 'seller', authorName: 'Paul', body: 'Vorkasse bitte', createdAt: '2026-01-01T00:00:00Z' },
    ]);
    const updated = await new UpdateReport(reports).execute('r1', { status: 'resolved', note: '  Konto gesperrt \n' });
    expect(updated).toMatchObject({ status: 'resolved', note: 'Konto gesperrt' });
    expect((await new LoadReportedMessages(reports).execute('r1')).map((m) => m.body)).toEqual(['Vorkasse bitte']);
  });
});
