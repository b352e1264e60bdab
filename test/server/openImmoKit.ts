import sharp from 'sharp';
import { ZipFile } from 'yazl';
import { expect } from 'vitest';
import { call, type TestServer } from './helpers';

/** What the OpenImmo tests share: the report's shape, pictures, ZIPs and the upload as agents' software sends it. */
export const FIXTURES = new URL('../fixtures/openimmo/', import.meta.url);

export interface ObjectReport {
  objectNumber: string;
  title: string | null;
  outcome: string;
  adId: string | null;
  reasons: { field: string; code: string; message: string }[];
  pictures: number;
  kept: string[];
}
export interface Report {
  id: string;
  scope: string;
  objects: ObjectReport[];
}

export const photo = (colour: string, width = 640) =>
  sharp({ create: { width, height: Math.round(width * 0.75), channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

export async function zipOf(files: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, content] of Object.entries(files)) zip.addBuffer(Buffer.from(content), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function sendTransfer(server: TestServer, token: string, file: Buffer, filename = 'transfer.zip') {
  const boundary = '----inserat-openimmo';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/zip\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return call(server.app, 'POST', '/api/openimmo/transfers', {
    token,
    body: payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

export async function imported(server: TestServer, token: string, file: Buffer, filename?: string): Promise<Report> {
  const answer = await sendTransfer(server, token, file, filename);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as Report;
}
