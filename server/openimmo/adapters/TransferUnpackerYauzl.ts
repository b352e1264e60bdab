import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { TRANSFER_LIMITS } from '../domain/transferLimits';
import { TransferRefused, type TransferContents, type TransferUnpacker } from '../ports';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b]);

/**
 * A transfer as agents' software sends it: a ZIP with one XML file and the pictures beside it, or the XML alone.
 * yauzl reads the ZIP's directory first, so every limit (entries, sizes, names, ratio) is checked before a byte is
 * inflated, and it checks again while inflating that an entry is no larger than its directory says.
 */
export class TransferUnpackerYauzl implements TransferUnpacker {
  async unpack(upload: Buffer): Promise<TransferContents> {
    if (upload.length > TRANSFER_LIMITS.uploadBytes)
      throw new TransferRefused('too_large', 'The transfer is larger than 64 MB');
    if (!upload.subarray(0, 2).equals(ZIP_MAGIC)) return { xml: decodeXml(upload), files: new Map() };
    const zip = await open(upload);
    try {
      const entries = await listEntries(zip);
      let unpacked = 0;
      for (const entry of entries) {
        checkName(entry.fileName);
        unpacked += entry.uncompressedSize;
        if (entry.uncompressedSize > TRANSFER_LIMITS.fileBytes)
          throw new TransferRefused('too_large', `${entry.fileName} is larger than 32 MB`);
        if (
          entry.uncompressedSize > 1024 * 1024 &&
          entry.uncompressedSize / Math.max(1, entry.compressedSize) > TRANSFER_LIMITS.ratio
        )
          throw new TransferRefused('compression_ratio', `${entry.fileName} unpacks to far more than it packs`);
      }
      if (unpacked > TRANSFER_LIMITS.unpackedBytes)
        throw new TransferRefused('too_large', 'The ZIP unpacks to more than 256 MB');
      const files = entries.filter((entry) => !entry.fileName.endsWith('/'));
      const xmls = files.filter((entry) => /\.xml$/i.test(entry.fileName) && !entry.fileName.includes('__MACOSX'));
      if (xmls.length === 0) throw new TransferRefused('no_xml', 'The ZIP holds no OpenImmo XML file');
      if (xmls.length > 1)
        throw new TransferRefused('several_xml', `The ZIP holds ${xmls.length} XML files; send one transfer per ZIP`);
      const contents = new Map<string, Buffer>();
      let xml = '';
      for (const entry of files) {
        const bytes = await read(zip, entry);
        if (entry === xmls[0]) xml = decodeXml(bytes);
        else contents.set(entry.fileName, bytes);
      }
      return { xml, files: contents };
    } finally {
      zip.close();
    }
  }
}

/** UTF-8 unless the declaration says ISO-8859-1/Latin-1/Windows-1252, as older German software writes it. */
function decodeXml(bytes: Buffer): string {
  const head = bytes.subarray(0, 200).toString('latin1');
  const encoding = /encoding=["']([^"']+)["']/i.exec(head)?.[1]?.toLowerCase() ?? 'utf-8';
  return /8859-1|latin-?1|1252/.test(encoding) ? new TextDecoder('windows-1252').decode(bytes) : bytes.toString('utf8');
}

function checkName(name: string): void {
  if (name.startsWith('/') || name.includes('\\') || /^[a-z]:/i.test(name) || name.split('/').includes('..'))
    throw new TransferRefused('unsafe_path', `The ZIP names a file outside itself (${name.slice(0, 80)})`);
}

function open(upload: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(upload, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (error, zip) =>
      error || !zip
        ? reject(new TransferRefused('not_openimmo', 'The file is neither an OpenImmo XML nor a readable ZIP'))
        : resolve(zip),
    ),
  );
}

function listEntries(zip: ZipFile): Promise<Entry[]> {
  if (zip.entryCount > TRANSFER_LIMITS.entries)
    return Promise.reject(
      new TransferRefused('too_many_files', `The ZIP holds more than ${TRANSFER_LIMITS.entries} files`),
    );
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', (error: Error) =>
      reject(
        error.message.includes('relative path') || error.message.includes('absolute path')
          ? new TransferRefused('unsafe_path', 'The ZIP names a file outside itself')
          : new TransferRefused('not_openimmo', 'The ZIP is damaged and cannot be read'),
      ),
    );
    zip.readEntry();
  });
}

function read(zip: ZipFile, entry: Entry): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(new TransferRefused('not_openimmo', `${entry.fileName} cannot be unpacked`));
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => resolve(Buffer.concat(chunks)));
      stream.on('error', () =>
        reject(new TransferRefused('compression_ratio', `${entry.fileName} does not unpack to the size it states`)),
      );
    }),
  );
}
