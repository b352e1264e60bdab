import type { UnitOfWork } from '../platform/ports';
import type { DocumentCipher } from './ports';

/**
 * After a key rotation (a new key first in DOCUMENT_KEYS, the old one still listed): every document sealed with an
 * older key is opened and sealed again with the current one, so the old key can then be removed
 * (`npm run documents:reencrypt`, docs/security.md).
 */
export class ReencryptDocuments {
  constructor(private readonly deps: { uow: UnitOfWork<'tenants'>; cipher: DocumentCipher; currentKeyId: string }) {}

  async execute(batch = 100): Promise<number> {
    let done = 0;
    for (;;) {
      const stale = await this.deps.uow.repos.tenants.sealedWithOtherKey(this.deps.currentKeyId, batch);
      if (stale.length === 0) return done;
      for (const document of stale) {
        const sealed = this.deps.cipher.seal(this.deps.cipher.open(document));
        await this.deps.uow.repos.tenants.reseal(document.id, sealed);
        done += 1;
      }
    }
  }
}
