// The app's icons for the web app manifest and iOS, drawn from the favicon's house: `node scripts/make-icons.mjs`
// (run once when the mark changes; the PNGs are committed, a few KB each). "any" icons fill their square like the
// favicon; "maskable" ones keep the house inside the middle 80 % that every platform's mask leaves visible.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const out = path.resolve(import.meta.dirname, '../public/icons');
const house = (scale, offset) =>
  `<path transform="translate(${offset} ${offset}) scale(${scale})" d="M6 16 16 7l10 9v10h-7v-6h-6v6H6z" fill="#fff"/>`;
const any = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0f4c5c"/>${house(1, 0)}</svg>`;
// The house scaled to 70 % around the centre: within the maskable safe zone (a circle of 40 % radius).
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#0f4c5c"/>${house(0.7, 4.8)}</svg>`;
// iOS draws its own rounded corners on a full square.
const apple = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#0f4c5c"/>${house(0.8, 3.2)}</svg>`;
// Android's status bar shows the badge as a white silhouette on transparency.
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${house(1, 0)}</svg>`;

await mkdir(out, { recursive: true });
const png = (svg, size, name) =>
  sharp(Buffer.from(svg), { density: 72 * (size / 32) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer()
    .then((data) => writeFile(path.join(out, name), data));
await Promise.all([
  png(any, 192, 'icon-192.png'),
  png(any, 512, 'icon-512.png'),
  png(maskable, 192, 'maskable-192.png'),
  png(maskable, 512, 'maskable-512.png'),
  png(apple, 180, 'apple-touch-icon.png'),
  png(badge, 96, 'badge-96.png'),
]);
console.log(`icons written to ${path.relative(process.cwd(), out)}`);
