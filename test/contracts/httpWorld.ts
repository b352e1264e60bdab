import { HttpClient } from '../../src/infrastructure/http/HttpClient';
import { signUp, startTestServer, type TestServer } from '../server/helpers';

/**
 * The real server on PGlite, listening on a random port, for the HTTP adapters to talk to as the browser's would:
 * cookies kept between requests (the reset flow's httpOnly cookie), a bearer token when someone is signed in.
 */
export interface HttpWorld {
  server: TestServer;
  base: string;
  /** A client for one person: the token it sends can be changed by the contract (signing in and out). */
  client(): { http: HttpClient; signIn(token: string | null): void };
  /** A signed-up, activated person with their token. */
  person(name?: string): Promise<{ token: string; id: string; email: string }>;
}

export async function startHttpWorld(): Promise<HttpWorld> {
  const server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}/api`;
  let n = 0;
  return {
    server,
    base,
    client() {
      let token: string | null = null;
      const http = new HttpClient({
        baseUrl: base,
        getToken: () => token,
        getLanguage: () => 'de',
        fetchImpl: cookieJar(),
      });
      return { http, signIn: (next) => (token = next) };
    },
    async person(name = 'Erika') {
      const email = `contract-${++n}-${Date.now()}@example.de`;
      const { token, id } = await signUp(server, email, { name });
      return { token, id, email };
    },
  };
}

/** fetch with a cookie jar, as a browser keeps the server's cookies for the next request. */
function cookieJar(): typeof fetch {
  const cookies = new Map<string, string>();
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      cookies.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
    }
    return response;
  };
}
