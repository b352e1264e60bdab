import type { UserRecord } from '../accounts/ports';
import type { ImageStorage } from '../ads/ports';
import { tradersOnly } from './tradersOnly';
import type { Clock, UnitOfWork } from '../platform/ports';
import { writeOpenImmoObject } from './writeOpenImmoObject';
import type { LazyFile, TransferWriter } from './ports';
import type { Readable } from 'node:stream';

/**
 * A trader's ads as one OpenImmo transfer (a full one, umfang VOLL), to take them to another portal or back into
 * their own software: every ad they still offer (not withdrawn), each under the object number it was imported with
 * (else its id), its pictures in the ZIP in their order, the title picture first.
 */
export class ExportOpenImmoStock {
  constructor(
    private readonly deps: {
      uow: UnitOfWork<'ads' | 'openImmo'>;
      clock: Clock;
      images: Pick<ImageStorage, 'bytesOf'>;
      writer: TransferWriter;
    },
  ) {}

  async execute(owner: UserRecord): Promise<{ fileName: string; zip: Readable }> {
    tradersOnly(owner);
    const now = this.deps.clock.now();
    const numbers = new Map(
      (await this.deps.uow.repos.openImmo.listObjects(owner.id)).map((o) => [o.adId, o.objectNumber]),
    );
    const ads = (await this.deps.uow.repos.ads.listByOwner(owner.id)).filter((ad) => ad.status !== 'archived');
    const files: LazyFile[] = [];
    const objects = [];
    for (const ad of ads) {
      const pictures = ad.images.map((image, index) => {
        const name = `bilder/${ad.id}-${index + 1}.webp`;
        // The largest size stored; read when the ZIP gets to it.
        files.push({ name, read: () => this.deps.images.bytesOf(image.storageKey, Math.max(...image.widths)) });
        return name;
      });
      objects.push(writeOpenImmoObject(ad, numbers.get(ad.id) ?? ad.id, pictures, now));
    }
    const document = {
      openimmo: {
        uebertragung: {
          '@_art': 'OFFLINE',
          '@_umfang': 'VOLL',
          '@_modus': 'NEW',
          '@_version': '1.2.7',
          '@_sendersoftware': 'Inserat',
          '@_senderversion': '1',
          '@_timestamp': now.toISOString().slice(0, 19),
        },
        anbieter: {
          anbieternr: owner.id,
          firma: owner.trader?.companyName ?? `${owner.name} ${owner.lastname}`,
          openimmo_anid: owner.id,
          immobilie: objects,
        },
      },
    };
    return {
      fileName: `inserat-openimmo-${now.toISOString().slice(0, 10)}.zip`,
      zip: this.deps.writer.write(document, files),
    };
  }
}
