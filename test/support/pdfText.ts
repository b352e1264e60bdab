import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFRef } from 'pdf-lib';

/** The text drawn on a PDF's pages (pdf-lib writes it as WinAnsi hex strings in flate-compressed content streams). */
export async function textOn(pdfBytes: Buffer): Promise<string> {
  const pdf = await PDFDocument.load(pdfBytes);
  const texts: string[] = [];
  for (const page of pdf.getPages()) {
    const contents = page.node.get(PDFName.of('Contents'));
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const ref of refs) {
      const stream = pdf.context.lookup(ref as PDFRef) as PDFRawStream;
      const raw = Buffer.from(stream.contents);
      const filter = stream.dict.get(PDFName.of('Filter'));
      const decoded = (filter ? inflateSync(raw) : raw).toString('latin1');
      for (const [, hex] of decoded.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
        texts.push(
          Buffer.from(hex!, 'hex')
            .toString('latin1')
            .replace(/\u0096/g, '–'),
        );
      for (const [, plain] of decoded.matchAll(/\(([^)]*)\)\s*Tj/g)) texts.push(plain!);
    }
  }
  return texts.join('\n');
}
