import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Sharp } from 'sharp';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

/** Codes are looked for in the photo at this width: a QR code a person can scan from the page is large enough here. */
const SCAN_WIDTH = 1200;

let ready: Promise<unknown> | null = null;

/** ZXing's reader compiled to WebAssembly, from the package's own file (its default would fetch it from a CDN). */
function reader(): Promise<unknown> {
  ready ??= readFile(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm')).then((wasm) =>
    prepareZXingModule({
      overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer },
      fireImmediately: true,
    }),
  );
  return ready;
}

/**
 * The texts of the QR codes in a photo (at most four), decoded by zxing-cpp (zxing-wasm): a code that leads to a
 * messenger, a phone number or an e-mail address moves contact off the platform as words in the text do
 * (server/application/risk). A photo whose codes cannot be read has none.
 */
export async function qrTextsIn(source: () => Sharp): Promise<string[]> {
  await reader();
  const { data, info } = await source()
    .rotate()
    .resize({ width: SCAN_WIDTH, withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // ImageData as the DOM has it (the reader reads only its pixels and size).
  const image = {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
    colorSpace: 'srgb' as const,
  };
  const found = await readBarcodes(image, { formats: ['QRCode'], maxNumberOfSymbols: 4 });
  return [...new Set(found.filter((code) => code.isValid && code.text).map((code) => code.text.slice(0, 500)))];
}
