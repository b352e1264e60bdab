import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { DocumentCipher, DocumentKey, SealedDocument } from '../ports';

/**
 * AES-256-GCM with a fresh 96-bit IV per document; the tag proves the content unchanged. New documents use the first
 * key of DOCUMENT_KEYS; each document names its key, so older keys keep opening older documents after a rotation.
 */
export class DocumentCipherAesGcm implements DocumentCipher {
  constructor(private readonly keys: DocumentKey[]) {
    if (keys.length === 0) throw new Error('at least one document key is needed');
  }

  seal(content: Buffer): SealedDocument {
    const { id, key } = this.keys[0]!;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const ciphertext = Buffer.concat([cipher.update(content), cipher.final()]);
    return { keyId: id, iv, tag: cipher.getAuthTag(), ciphertext };
  }

  open(sealed: SealedDocument): Buffer {
    const key = this.keys.find((k) => k.id === sealed.keyId);
    if (!key) throw new Error(`document key ${sealed.keyId} is not configured (DOCUMENT_KEYS)`);
    const decipher = createDecipheriv('aes-256-gcm', key.key, sealed.iv);
    decipher.setAuthTag(sealed.tag);
    return Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()]);
  }
}
