/** The parts of http_ece (web-push's encryption, RFC 8188/8291) the push service stand-in uses to decrypt. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer | string },
  ): Buffer;
  const ece: { decrypt: typeof decrypt };
  export default ece;
}
