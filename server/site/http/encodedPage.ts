import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

type Encoding = 'br' | 'gzip';
const negotiator = new Negotiator<Encoding | 'identity'>({
  supportedValues: ['br', 'gzip', 'identity'],
  cache: new Map(),
});

/**
 * A page that is sent many times, compressed once per encoding on first demand instead of on every request (brotli
 * on 80 KB of HTML costs more than everything else a cached page needs). The buffers are kept with the page.
 */
export class EncodedPage {
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();
  readonly identity: Buffer;

  constructor(html: string) {
    this.identity = Buffer.from(html);
  }

  /** The body for this Accept-Encoding header and its encoding (null: send as is, or as the compress plugin decides). */
  async for(acceptEncoding: string | undefined): Promise<{ body: Buffer; encoding: Encoding | null }> {
    const encoding = acceptEncoding ? negotiator.negotiate(acceptEncoding) : null;
    if (encoding !== 'br' && encoding !== 'gzip') return { body: this.identity, encoding: null };
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotli(this.identity, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 8,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
              },
            })
          : gzipped(this.identity, { level: 9 });
      this.encoded.set(encoding, body);
    }
    try {
      return { body: await body, encoding };
    } catch {
      // Compression failing is no reason to fail the page: sent as is, and tried again next time.
      this.encoded.delete(encoding);
      return { body: this.identity, encoding: null };
    }
  }
}
