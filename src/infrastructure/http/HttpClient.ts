import { ERROR_CODES, type ErrorCode, type FieldError } from '../../domain/errors';
import { RequestError } from '../../application/shared/RequestError';

/** The success envelope of docs/decisions.md §2 — the spec's `data.data` is `envelope.data`. */
export interface Envelope<T> {
  statusCode: number;
  message: string;
  data: T;
}

export interface HttpClientOptions {
  baseUrl: string;
  /** The token held in memory, if any. */
  getToken: () => string | null;
  /** The language shown, so server messages and mails match it. */
  getLanguage?: () => string | null;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** The server refused the token a request carried (UNAUTHORIZED): the session has ended elsewhere. */
  onUnauthorized?: () => void;
}

export interface RequestOptions {
  body?: unknown;
  /** A list becomes one parameter per item (features=balcony&features=garden). */
  query?: Record<string, string | number | boolean | undefined | null | readonly (string | number)[]>;
  /** Overrides the held token (start-up profile check). */
  token?: string;
  signal?: AbortSignal;
  /** Headers a route asks for besides the usual ones (the secret of a statement of reasons). */
  headers?: Record<string, string>;
}

const DEFAULT_TIMEOUT_MS = 15_000;

function codeForStatus(status: number): ErrorCode {
  if (status === 400 || status === 422) return 'VALIDATION_FAILED';
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  return 'INTERNAL';
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

export class HttpClient {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: HttpClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.fetchImpl = options.fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  }

  get<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
    return this.request<T>('GET', path, options);
  }

  post<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<Envelope<T>> {
    return this.request<T>('POST', path, { ...options, body });
  }

  patch<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<Envelope<T>> {
    return this.request<T>('PATCH', path, { ...options, body });
  }

  put<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<Envelope<T>> {
    return this.request<T>('PUT', path, { ...options, body });
  }

  delete<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
    return this.request<T>('DELETE', path, options);
  }

  url(path: string, query?: RequestOptions['query']): string {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
      else if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
    }
    const qs = search.toString();
    return `${this.baseUrl}${path}${qs ? `?${qs}` : ''}`;
  }

  async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
    const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
    const token = options.token ?? this.options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const language = this.options.getLanguage?.();
    if (language) headers['Accept-Language'] = language;
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      body = options.body; // the browser sets the multipart boundary itself
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }

    const timeout = AbortSignal.timeout(this.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

    let response: Response;
    try {
      response = await this.fetchImpl(this.url(path, options.query), {
        method,
        headers,
        body,
        credentials: 'include',
        signal,
      });
    } catch (error) {
      if (timeout.aborted) throw new RequestError('timeout', 'TIMEOUT', `No answer within ${this.timeoutMs} ms`);
      if (options.signal?.aborted) throw error; // the caller cancelled on purpose
      throw new RequestError('network', 'NETWORK_ERROR', error instanceof Error ? error.message : 'Network error');
    }

    return this.read<T>(token, response.status, response.statusText, await response.text().catch(() => ''));
  }

  /** The envelope; a refused token (not a wrong password, which has its own code) ends the session it belonged to. */
  private read<T>(token: string | null, status: number, statusText: string, text: string): Envelope<T> {
    try {
      return toEnvelope<T>(status, statusText, text);
    } catch (error) {
      if (token && error instanceof RequestError && error.code === 'UNAUTHORIZED') this.options.onUnauthorized?.();
      throw error;
    }
  }

  /** A file answer (a receipt): the body as a Blob and the filename from Content-Disposition. */
  async download(path: string, query?: RequestOptions['query']): Promise<{ filename: string; content: Blob }> {
    const headers: Record<string, string> = {};
    const token = this.options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await this.fetchImpl(this.url(path, query), {
        headers,
        credentials: 'include',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new RequestError('network', 'NETWORK_ERROR', error instanceof Error ? error.message : 'Network error');
    }
    if (!response.ok) this.read(token, response.status, response.statusText, await response.text().catch(() => ''));
    // RFC 6266: the UTF-8 name (filename*) where given, else the plain one.
    const disposition = response.headers.get('Content-Disposition') ?? '';
    const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
    const filename = utf8 ? decodeURIComponent(utf8) : (/filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download');
    return { filename, content: await response.blob() };
  }

  /**
   * Multipart upload with progress. fetch() cannot report upload progress, so this one request type uses
   * XMLHttpRequest; headers, credentials and errors follow the same rules as every other request.
   */
  upload<T>(path: string, form: FormData, onProgress: (fraction: number) => void): Promise<Envelope<T>> {
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', this.url(path));
      xhr.withCredentials = true;
      xhr.timeout = Math.max(this.timeoutMs, 120_000);
      xhr.setRequestHeader('Accept', 'application/json');
      const token = this.options.getToken();
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      const language = this.options.getLanguage?.();
      if (language) xhr.setRequestHeader('Accept-Language', language);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        try {
          onProgress(1);
          resolve(this.read<T>(token, xhr.status, xhr.statusText, xhr.responseText));
        } catch (error) {
          reject(error);
        }
      };
      xhr.onerror = () => reject(new RequestError('network', 'NETWORK_ERROR', 'Network error during upload'));
      xhr.ontimeout = () => reject(new RequestError('timeout', 'TIMEOUT', 'The upload took too long'));
      xhr.send(form);
    });
  }
}

/** Reads the JSON envelope of docs/decisions.md §2; anything else becomes a RequestError with a stable code. */
function toEnvelope<T>(status: number, statusText: string, text: string): Envelope<T> {
  let payload: unknown = null;
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = null;
    }
  }
  if (status < 200 || status >= 300) {
    const p = (payload ?? {}) as { error?: unknown; message?: unknown; errors?: unknown };
    const code = isErrorCode(p.error) ? p.error : codeForStatus(status);
    const message = typeof p.message === 'string' ? p.message : statusText || `HTTP ${status}`;
    const fieldErrors = Array.isArray(p.errors) ? (p.errors as FieldError[]) : [];
    throw new RequestError('http', code, message, status, fieldErrors);
  }
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
    throw new RequestError('http', 'INTERNAL', 'The server answered without the expected JSON envelope', status);
  }
  return payload as Envelope<T>;
}
