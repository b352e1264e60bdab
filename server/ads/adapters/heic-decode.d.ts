/** heic-decode ships no types: it decodes the main image of a HEIC file to RGBA pixels. */
declare module 'heic-decode' {
  function decode(input: {
    buffer: ArrayBufferLike | Uint8Array;
  }): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
  export default decode;
}
