import { describe, expect, it } from 'vitest';
import type { ApplicationsApi } from '../../src/application/applications/ports';
import { code } from './code';

const PROFILE = {
  adults: 2,
  children: 0,
  pets: '',
  moveInFrom: '2027-03-01',
  incomeBand: '2500_3500' as const,
  employment: 'employed' as const,
  intro: 'Ruhig und zuverlässig.',
  guarantor: true,
  wbs: true,
};

/**
 * Applications from both sides, on one ad the applicant wrote about (and did not view): one suite, run against the
 * fake and the HTTP adapter with the real server. Uploads come through the world (the browser's XHR is not in Node).
 */
export function applicationsApiContract(
  name: string,
  world: () => Promise<{
    seeker: ApplicationsApi;
    landlord: ApplicationsApi;
    adId: string;
    addDocument: () => Promise<string>;
  }>,
) {
  describe(`ApplicationsApi contract: ${name}`, () => {
    it('profile, application at the right stage, documents only when asked for a shortlisted applicant, withdrawal', async () => {
      const { seeker, landlord, adId, addDocument } = await world();
      expect(await seeker.profile()).toMatchObject({ adults: 1, children: 0, updatedAt: null });
      const refused = await seeker.saveProfile({ ...PROFILE, adults: 0 }).then(
        () => [],
        (error: unknown) => (error as { fieldErrors: { field: string }[] }).fieldErrors.map((e) => e.field),
      );
      expect(refused).toEqual(['adults']);
      expect(await seeker.saveProfile(PROFILE)).toMatchObject(PROFILE);

      const application = await seeker.apply(adId, true);
      expect(application).toMatchObject({ adId, status: 'new', profileConsent: true, profileVisible: false });
      expect(await code(seeker.apply(adId, true))).toBe('ALREADY_APPLIED');
      expect(await code(seeker.board(adId))).toBe('NOT_FOUND');

      // A fair first round (issue 71): no name while it runs and they are not invited; ended, the name is back.
      const firstRound = await landlord.setWindow(adId, 48);
      expect(firstRound.windowEndsAt).not.toBeNull();
      expect(firstRound.applicants[0]).toMatchObject({ name: null, number: 1, conversationId: null });
      expect(await code(landlord.setWindow(adId, 169))).toBe('VALIDATION_FAILED');
      expect(await code(seeker.setWindow(adId, 48))).toBe('NOT_FOUND');
      expect((await landlord.setWindow(adId, 0)).windowEndsAt).toBeNull();
      const [card] = (await landlord.board(adId)).applicants;
      expect(card).toMatchObject({ id: application.id, status: 'new', profile: null, documents: [] });
      const documentId = await addDocument();
      const share = (documentIds: string[], profileBeforeViewing = true) =>
        seeker.share(application.id, { profileConsent: true, profileBeforeViewing, documentIds });
      expect(await code(share([documentId]))).toBe('DOCUMENTS_NOT_REQUESTED');
      expect(await code(landlord.requestDocuments(application.id))).toBe('NOT_SHORTLISTED');
      // The shortlist alone opens no profile: no viewing took place; the applicant may open it before one.
      const shortlisted = await landlord.move(application.id, 'shortlisted');
      expect(shortlisted.applicants[0]).toMatchObject({ status: 'shortlisted', profile: null });
      expect(await share([])).toMatchObject({ profileBeforeViewing: true, profileVisible: true });
      expect((await landlord.board(adId)).applicants[0]).toMatchObject({ profile: PROFILE });
      await landlord.requestDocuments(application.id);
      expect((await share([documentId])).sharedDocumentIds).toEqual([documentId]);
      const opened = await landlord.document(application.id, documentId);
      expect(opened.content.size).toBeGreaterThan(0);
      expect((await seeker.mine())[0]!.views).toHaveLength(1);
      await share([]);
      expect(await code(landlord.document(application.id, documentId))).toBe('FORBIDDEN');

      const accepted = await landlord.move(application.id, 'accepted');
      expect(accepted.closed).toBe(true);
      expect(await code(landlord.move(application.id, 'declined'))).toBe('APPLICATIONS_CLOSED');
    });
  });
}
