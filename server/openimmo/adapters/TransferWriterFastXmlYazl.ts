import { XMLBuilder } from 'fast-xml-parser';
import { ZipFile } from 'yazl';
import type { XmlOut } from '../domain/openImmoTree';
import type { TransferWriter } from '../ports';

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

  async write(document: XmlOut, files: ReadonlyMap<string, Buffer>): Promise<Buffer> {
    const xml = this.xml(document);
    const zip = new ZipFile();
    zip.addBuffer(Buffer.from(xml, 'utf8'), 'openimmo.xml');
    // Pictures are compressed already: stored as they are.
    for (const [name, bytes] of files) zip.addBuffer(bytes, name, { compress: false });
    zip.end();
    const chunks: Buffer[] = [];
    for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
}
