import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The one Firebase Auth emulator endpoint firebase-admin calls while verifying an emulator token
 * (accounts:lookup, to see whether the account was disabled). The browser tests use the real emulator.
 */
export class FirebaseAuthEmulatorFake {
  readonly disabled = new Set<string>();
  readonly lookups: string[] = [];
  private server: Server | null = null;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        if (!req.url?.includes('accounts:lookup')) {
          res.writeHead(404).end();
          return;
        }
        const ids: string[] = JSON.parse(body || '{}').localId ?? [];
        this.lookups.push(...ids);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            kind: 'identitytoolkit#GetAccountInfoResponse',
            users: ids.map((localId) => ({ localId, disabled: this.disabled.has(localId), providerUserInfo: [] })),
          }),
        );
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
