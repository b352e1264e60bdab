import type { BackendModule, InitOptions, ReadCallback, Services } from 'i18next';
import type { HttpBackendOptions } from 'i18next-http-backend';

/**
 * i18next-http-backend, loaded on its first read: a server-rendered page carries its strings, so the backend is needed
 * only for another language or a namespace the page did not need (the account area's, the legal texts) — and then
 * it reads with the same options (the spec's parallel reads and retries live in i18next's connector, unchanged).
 * Kept out of the app's start (2.8 KB gzip).
 */
export class HttpBackendLazy implements BackendModule<HttpBackendOptions> {
  static readonly type = 'backend' as const;
  readonly type = 'backend' as const;
  private setup: [Services, HttpBackendOptions, InitOptions] | null = null;
  private backend: Promise<BackendModule<HttpBackendOptions>> | null = null;

  init(services: Services, backendOptions: HttpBackendOptions, i18nextOptions: InitOptions): void {
    this.setup = [services, backendOptions, i18nextOptions];
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    this.backend ??= import('i18next-http-backend').then(({ default: HttpBackend }) => {
      const backend = new HttpBackend() as unknown as BackendModule<HttpBackendOptions>;
      backend.init(...this.setup!);
      return backend;
    });
    this.backend.then(
      (backend) => backend.read(language, namespace, callback),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  }
}
