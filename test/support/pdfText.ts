import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page of a PDF, as a reader's copy-and-paste would get it (pdf.js, the same text layer as Firefox's viewer). */
export async function pdfText(
  pdf: Buffer | Uint8Array,
): Promise<{ text: string; pages: number; info: Record<string, unknown>; fonts: string[] }> {
  const doc = await getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  const fonts = new Set<string>();
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    let line = '';
    const lines: string[] = [];
    for (const item of content.items) {
      if (!('str' in item)) continue;
      line += item.str;
      if (item.hasEOL) {
        lines.push(line);
        line = '';
      } else if (item.str !== '') line += ' ';
    }
    if (line) lines.push(line);
    pages.push(lines.map((l) => l.replace(/\s+/g, ' ').trim()).join('\n'));
    for (const style of Object.values(content.styles)) fonts.add(style.fontFamily);
  }
  const { info } = await doc.getMetadata();
  await doc.destroy();
  return { text: pages.join('\n\f\n'), pages: doc.numPages, info: info as Record<string, unknown>, fonts: [...fonts] };
}
