import { createServer } from 'node:net';

/**
 * A TCP port nobody listens on right now, for a process a test or bench starts, which binds it a moment later. It is
 * taken from 20000–32767, below Linux's ephemeral range (32768–60999): a port there can be taken in that moment by any
 * outgoing connection's local end, as the Firebase emulator's was beside `stress --cpu 2` ("Port 43645 is not open").
 * `chosen`: ports already handed out for the same start, which are still free too.
 */
export async function freePort(chosen: number[] = []): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_768);
    if (chosen.includes(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
}
