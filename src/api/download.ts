import type { Client } from 'openapi-fetch';
import { apiBaseUrl, browserClient, notify } from './browser-client.ts';
import type { PortalClient } from './create-api-client.ts';
import { envelopeFields, isJsonType } from './envelope.ts';
import { DOWNLOAD_FAILED, statusMessage } from './messages.ts';

/** What a client call made with `parseAs: 'blob'` resolves to. */
export interface BlobResult {
  data?: Blob;
  error?: unknown;
  response: Response;
}

/** A blob call, already started or as a function that starts it. */
export type BlobCall = Promise<BlobResult> | (() => Promise<BlobResult>);

/** Where downloads go and how they report. */
export interface DownloaderDeps {
  client: PortalClient;
  /** The client's base address; URLs on other hosts are refused so the token never leaves it. */
  baseUrl: string;
  notify(message: string): void;
  /** Defaults to `saveBlob`. */
  save?: (blob: Blob, fileName: string) => void;
}

// Revoking at once can cancel the save in some browsers; FileSaver.js also waits.
const REVOKE_DELAY_MS = 40_000;

/** Saves a blob as a file through a temporary object URL and anchor (browser only). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
}

/** A failed download; `message` is the spec §8 text for it (already shown unless the call was quiet). */
export class DownloadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DownloadError';
  }
}

/** How `fetchBlob` runs one call. */
export interface FetchBlobOptions {
  /** The signal the call was made with: once it aborts, the failure is the caller's and shows nothing. */
  signal?: AbortSignal;
  /** Shows nothing on failure, e.g. for a thumbnail that falls back to an icon. */
  quiet?: boolean;
}

/**
 * Download helpers bound to one client, implementing spec §8's download rules. A failure shows exactly one
 * message: an error body (JSON, with any status) shows the 401/403/404 text, else its msg, else the default;
 * anything else (an HTML or empty error page, a web page instead of a file, a network failure) shows
 * DOWNLOAD_FAILED.
 */
export function createDownloader(deps: DownloaderDeps) {
  const save = deps.save ?? saveBlob;

  /**
   * The file a blob call returns. Rejects with a `DownloadError` after showing its message (unless quiet), or,
   * when the caller aborted `signal`, silently with the abort reason.
   */
  async function fetchBlob(call: BlobCall, options: FetchBlobOptions = {}): Promise<Blob> {
    let failure: DownloadError;
    try {
      return await readFile(call);
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason ?? error;
      failure = error instanceof DownloadError ? error : new DownloadError(DOWNLOAD_FAILED, { cause: error });
    }
    if (!options.quiet) deps.notify(failure.message);
    throw failure;
  }

  /** Saves the file from a blob call. Resolves to true once saved, false after showing one message; never rejects. */
  async function downloadBlob(call: BlobCall, fileName: string): Promise<boolean> {
    let blob: Blob;
    try {
      blob = await fetchBlob(call);
    } catch {
      return false;
    }
    try {
      save(blob, fileName);
      return true;
    } catch {
      deps.notify(DOWNLOAD_FAILED);
      return false;
    }
  }

  /** Downloads a URL on the API host (relative to the base address, or absolute) with the Bearer token. */
  function downloadByUrl(url: string, fileName: string): Promise<boolean> {
    const target = downloadTarget(url, deps.baseUrl);
    if (!target) {
      deps.notify(DOWNLOAD_FAILED);
      return Promise.resolve(false);
    }
    // The URL is not a contract path, but it must still pass the client's middleware for the token.
    const anyPath = deps.client as unknown as Client<Record<string, { get: { parameters: object; responses: object } }>>;
    return downloadBlob(() => anyPath.GET(target.path, { baseUrl: target.baseUrl, parseAs: 'blob' }), fileName);
  }

  return { fetchBlob, downloadBlob, downloadByUrl };
}

async function readFile(call: BlobCall): Promise<Blob> {
  const { data, error, response } = await (typeof call === 'function' ? call() : call);
  if (!response.ok || error !== undefined) {
    if (typeof error !== 'object' || error === null) throw new Error(`download failed: ${response.status}`);
    throw new DownloadError(errorBodyMessage(error, response.status));
  }
  if (!isBlob(data)) throw new Error('download returned no file');
  if (isJsonType(data.type)) {
    // An envelope (it has a code) is an error body; other JSON is a JSON file.
    const body: unknown = JSON.parse(await data.text());
    if (envelopeFields(body).code !== undefined) throw new DownloadError(errorBodyMessage(body, response.status));
  }
  // A proxy or gateway page answered in place of the file; the portal stores no web pages.
  if (mediaType(data.type) === 'text/html') throw new Error('download returned a web page');
  return data;
}

// By shape, not instanceof: a Blob from another realm (a worker, or Node's fetch under jsdom) is a file too.
function isBlob(value: unknown): value is Blob {
  return typeof value === 'object' && value !== null && typeof (value as Blob).text === 'function' && typeof (value as Blob).type === 'string';
}

function mediaType(contentType: string): string {
  return contentType.split(';')[0]!.trim().toLowerCase();
}

function errorBodyMessage(body: unknown, status: number): string {
  const { code = status, msg } = envelopeFields(body);
  if (code === 401 || code === 403 || code === 404) return statusMessage(code);
  return msg ?? statusMessage(code);
}

function downloadTarget(url: string, apiBase: string): { baseUrl?: string; path: string } | undefined {
  if (!/^([a-z][a-z\d+.-]*:)?\/\//i.test(url)) return { path: url.startsWith('/') ? url : `/${url}` };
  try {
    const target = new URL(url);
    const api = new URL(apiBase, globalThis.location?.href);
    if (target.origin !== api.origin) return undefined;
    return { baseUrl: target.origin, path: target.pathname + target.search };
  } catch {
    return undefined;
  }
}

const browserDownloader = createDownloader({ client: browserClient, baseUrl: apiBaseUrl, notify });

/**
 * The file from a blob call made with the app client, for preview; rejects with a `DownloadError` after
 * showing its message.
 *
 * @example const blob = await fetchBlob(() => browserClient.GET('/system/oss/download2Auth/{id}', { params: { path: { id } }, parseAs: 'blob', signal }), { signal })
 */
export const fetchBlob = browserDownloader.fetchBlob;

/**
 * Saves the file from a blob call made with the app client.
 *
 * @example await downloadBlob(() => browserClient.GET('/portal/invoice/download/{id}', { params: { path: { id } }, parseAs: 'blob' }), '发票.pdf')
 */
export const downloadBlob = browserDownloader.downloadBlob;

/** Saves the file at a URL on the API host, sent with the Bearer token. */
export const downloadByUrl = browserDownloader.downloadByUrl;
