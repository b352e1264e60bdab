import { XMLBuilder } from 'fast-xml-parser';
import { PassThrough, type Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { XmlOut } from '../domain/openImmoTree';
import type { LazyFile, TransferWriter } from '../ports';

/**
 * An OpenImmo ZIP: the XML written by fast-xml-parser's builder (attributes, CDATA, escaping), the pictures beside it
 * by yazl — the counterparts of the reader and the unpacker.
 */
export class TransferWriterFastXmlYazl implements TransferWriter {
  private readonly builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    cdataPropName: '#cdata',
    format: true,
    suppressEmptyNode: true,
    // OpenImmo's flags are attributes with a value (WOHNEN="true"); XML has no bare attributes.
    suppressBooleanAttributes: false,
  });

  xml(document: XmlOut): string {
    return `<?xml version="1.0" encoding="UTF-8"?>\n${this.builder.build(document) as string}`;
  }

  write(document: XmlOut, files: readonly LazyFile[]): Readable {
    const zip = new ZipFile();
    zip.addBuffer(Buffer.from(this.xml(document), 'utf8'), 'openimmo.xml');
    // Each picture is read when its turn comes, so a large stock never sits in memory whole; pictures are
    // compressed already and are stored as they are.
    for (const file of files)
      zip.addReadStreamLazy(file.name, { compress: false }, (callback) => {
        file.read().then(
          (bytes) => callback(null, new PassThrough().end(bytes ?? Buffer.alloc(0))),
          (error: Error) => callback(error, undefined as never),
        );
      });
    zip.end();
    return zip.outputStream as Readable;
  }
}
