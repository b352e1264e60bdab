import type { UnitOfWork } from '../platform/ports';
import { profileFacts } from './applicationViews';
import { toTenantDocument } from './TenantDocuments';

/** For the data export: the tenant profile, the documents (what they are, not their content), the applications and who opened what. */
export class ApplicationsExport {
  constructor(private readonly deps: { uow: UnitOfWork<'tenants' | 'applications'> }) {}

  async execute(userId: string) {
    const { repos } = this.deps.uow;
    const profile = await repos.tenants.profileOf(userId);
    const documents = await repos.tenants.documentsOf(userId);
    const applications = await repos.applications.ofSeeker(userId);
    const shared = new Map<string, string[]>();
    for (const { application } of applications)
      shared.set(application.id, await repos.applications.sharedDocumentIds(application.id));
    return {
      tenantProfile: profile ? { ...profileFacts(profile), updatedAt: profile.updatedAt.toISOString() } : null,
      documents: documents.map(toTenantDocument),
      applications: applications.map(({ application, adTitle }) => ({
        ad: { id: application.adId, title: adTitle },
        status: application.status,
        profileConsent: application.profileConsent,
        sharedDocumentIds: shared.get(application.id) ?? [],
        appliedAt: application.createdAt.toISOString(),
      })),
      documentViews: (await repos.applications.viewsOf(userId)).map((view) => ({
        filename: view.filename,
        viewer: view.viewerName,
        adTitle: view.adTitle,
        viewedAt: view.viewedAt.toISOString(),
      })),
    };
  }
}
