import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the server received it, its body read in full. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface RecordingServer {
  /** `http://127.0.0.1:<port>/api` */
  base: string;
  seen: SeenRequest[];
  /** The last request that reached the server. */
  last(): SeenRequest;
  close(): Promise<void>;
}

/**
 * A real HTTP server on a free port for the HTTP client's tests, so headers, cookies and bodies cross a socket as in
 * the browser: it keeps every request and lets `answer` reply (`request.url` still carries the `/api` prefix).
 */
export async function startRecordingServer(
  answer: (request: SeenRequest, res: ServerResponse) => void,
): Promise<RecordingServer> {
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(request);
      answer(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    seen,
    last() {
      const last = seen.at(-1);
      if (!last) throw new Error('no request reached the server');
      return last;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
