import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';

/** A TCP port nobody listens on right now (for processes a test or bench starts). */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}
