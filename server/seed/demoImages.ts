import sharp from 'sharp';

/** A house or flat illustration drawn locally (nothing is downloaded), varied by a seed. */
export async function demoImage(seed: number, kind: 'house' | 'flat' | 'land' | 'other'): Promise<Buffer> {
  const skies = ['#cfe8f3', '#f6e7d2', '#dfe9d8', '#e7e0f2', '#f3d9d3'];
  const walls = ['#f4f1ea', '#e8d7c1', '#d9e4e8', '#f0e2d0', '#e3e8d8', '#f7efe2'];
  const roofs = ['#8c3b2c', '#4a5a63', '#6b4b3e', '#355c4a', '#7a6a55'];
  const sky = skies[seed % skies.length]!;
  const wall = walls[(seed * 7) % walls.length]!;
  const roof = roofs[(seed * 3) % roofs.length]!;
  const windows = 2 + (seed % 3);
  const shapes: string[] = [];
  if (kind === 'land') {
    shapes.push(`<rect y="520" width="1200" height="280" fill="#8fb36b"/>`);
    for (let i = 0; i < 6; i++)
      shapes.push(
        `<circle cx="${120 + i * 190 + (seed % 40)}" cy="${480 - (i % 2) * 30}" r="${60 + ((seed + i) % 4) * 12}" fill="#4f7d3a"/>`,
      );
  } else if (kind === 'flat') {
    const floors = 4 + (seed % 3);
    shapes.push(
      `<rect x="330" y="${560 - floors * 90}" width="540" height="${floors * 90 + 40}" fill="${wall}" stroke="#6b6b6b" stroke-width="4"/>`,
    );
    for (let f = 0; f < floors; f++) {
      for (let w = 0; w < windows + 1; w++) {
        shapes.push(
          `<rect x="${370 + w * (460 / (windows + 1))}" y="${585 - (f + 1) * 90}" width="70" height="55" fill="#9ec7dd" stroke="#555" stroke-width="3"/>`,
        );
      }
    }
  } else {
    shapes.push(`<rect x="330" y="360" width="540" height="240" fill="${wall}" stroke="#6b6b6b" stroke-width="4"/>`);
    shapes.push(`<polygon points="300,370 600,170 900,370" fill="${roof}"/>`);
    shapes.push(`<rect x="560" y="470" width="80" height="130" fill="#6b4b3e"/>`);
    for (let w = 0; w < windows; w++)
      shapes.push(
        `<rect x="${370 + w * 170}" y="400" width="80" height="60" fill="#9ec7dd" stroke="#555" stroke-width="3"/>`,
      );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<rect width="1200" height="800" fill="${sky}"/>
<circle cx="${180 + (seed % 5) * 180}" cy="140" r="60" fill="#f7d774"/>
<rect y="600" width="1200" height="200" fill="#9cc17b"/>
${shapes.join('\n')}
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
