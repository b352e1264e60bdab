import { foldText } from '../../../src/domain/folding';

/*
 * 64-bit perceptual fingerprints: near-identical content gives hashes a few bits apart. A photo's dHash (the brightness
 * steps of a 9×8 greyscale thumbnail) survives re-encoding, resizing and small crops; a description's SimHash (over its
 * word triples) survives small edits. Two hashes at most BAND_REACH bits apart share one of four 16-bit bands, which
 * is how the index finds them (content_fingerprints).
 */

const MASK = (1n << 64n) - 1n;
/** The most bits two fingerprints may differ in and still be found by their bands (pigeonhole: 4 bands, 3 bits). */
export const BAND_REACH = 3;
/** A thumbnail whose brightness spans less than this is too plain to tell photos apart (a solid colour, a white page). */
const MIN_CONTRAST = 24;
/** A description of fewer words is too short to say it was copied (a stock sentence is not a copied ad). */
const MIN_WORDS = 25;
/**
 * A description is fingerprinted in overlapping windows of words: a copy with a sentence added or cut keeps most of
 * its windows, where one hash of the whole text would move too far.
 */
const WINDOW = 30;
const STRIDE = 15;

/** The four 16-bit bands a fingerprint is looked up by. */
export function bandsOf(hash: bigint): [number, number, number, number] {
  const unsigned = hash & MASK;
  return [0n, 16n, 32n, 48n].map((shift) => Number((unsigned >> shift) & 0xffffn)) as [number, number, number, number];
}

export function hammingDistance(a: bigint, b: bigint): number {
  return halvesDistance(halvesOf(a), halvesOf(b));
}

/**
 * A fingerprint as two 32-bit numbers: comparing a new ad's photos with the thousand candidates the index finds is
 * then plain number arithmetic (BigInt arithmetic made it ~30 ms of the risk check's 50 ms budget at 1 M photos).
 */
export type Halves = readonly [number, number];

export function halvesOf(hash: bigint): Halves {
  const unsigned = hash & MASK;
  return [Number(unsigned & 0xffffffffn), Number(unsigned >> 32n)];
}

export function halvesDistance(a: Halves, b: Halves): number {
  return bitsSet((a[0] ^ b[0]) >>> 0) + bitsSet((a[1] ^ b[1]) >>> 0);
}

/** Population count of a 32-bit number (the SWAR method). */
function bitsSet(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** Stored as PostgreSQL's signed bigint. */
export const toSigned = (hash: bigint) => BigInt.asIntN(64, hash);

/**
 * dHash of a 9×8 greyscale thumbnail (72 bytes, row by row): bit i says whether a pixel is brighter than its right
 * neighbour. Null for an image too plain to fingerprint.
 */
export function photoFingerprint(pixels: Uint8Array): bigint | null {
  if (pixels.length !== 72) throw new Error('a dHash needs a 9×8 greyscale thumbnail');
  if (Math.max(...pixels) - Math.min(...pixels) < MIN_CONTRAST) return null;
  let hash = 0n;
  for (let row = 0; row < 8; row++)
    for (let column = 0; column < 8; column++)
      hash = (hash << 1n) | (pixels[row * 9 + column]! > pixels[row * 9 + column + 1]! ? 1n : 0n);
  return hash;
}

/**
 * The dHash the horizontally mirrored photo would have, from the hash alone: mirrored, each row's pixels run the other
 * way, so each row's eight steps come in reverse order and each says the opposite (ties aside). A scammer's mirrored
 * copy of someone else's photo is found by looking this up too.
 */
export function mirroredPhotoFingerprint(hash: bigint): bigint {
  const unsigned = hash & MASK;
  let mirrored = 0n;
  for (let row = 0n; row < 8n; row++) {
    const byte = Number((unsigned >> ((7n - row) * 8n)) & 0xffn);
    let reversed = 0;
    for (let bit = 0; bit < 8; bit++) reversed |= ((byte >> bit) & 1) << (7 - bit);
    mirrored = (mirrored << 8n) | BigInt(~reversed & 0xff);
  }
  return hash < 0n ? BigInt.asIntN(64, mirrored) : mirrored;
}

/** FNV-1a, 64 bits. */
function fnv1a(text: string): bigint {
  let hash = 0xcbf29ce484222325n;
  for (const byte of Buffer.from(text, 'utf8')) hash = ((hash ^ BigInt(byte)) * 0x100000001b3n) & MASK;
  return hash;
}

/**
 * SimHashes of a description's windows of words (folded: case, umlauts and punctuation do not count); none for a text
 * too short to say it was copied.
 */
export function textFingerprints(text: string): bigint[] {
  const words = foldText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (words.length < MIN_WORDS) return [];
  const starts = new Set<number>();
  for (let start = 0; start + WINDOW < words.length; start += STRIDE) starts.add(start);
  starts.add(Math.max(0, words.length - WINDOW));
  return [...starts].map((start) => simHash(words.slice(start, start + WINDOW)));
}

/** SimHash over the word triples of a run of words. */
function simHash(words: string[]): bigint {
  const votes = new Array<number>(64).fill(0);
  for (let i = 0; i + 2 < words.length; i++) {
    const shingle = fnv1a(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
    for (let bit = 0; bit < 64; bit++) votes[bit]! += (shingle >> BigInt(bit)) & 1n ? 1 : -1;
  }
  return votes.reduce((hash, vote, bit) => (vote > 0 ? hash | (1n << BigInt(bit)) : hash), 0n);
}
