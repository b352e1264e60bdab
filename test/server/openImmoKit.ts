import { expect } from 'vitest';
import { call, type TestServer } from './helpers';

/** What the OpenImmo tests share: the report's shape, pictures, ZIPs and the upload as agents' software sends it. */
export { OPENIMMO_FIXTURES as FIXTURES, photo, zipOf } from '../fixtures/openimmo/transferZip';

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
