import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { type ClientRequest, request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { messages } from '@rookery/core';
import { ValidationError } from '../../http/errors.js';
import { isFetchableAddress } from './address-rules.js';

/**
 * The one way the server fetches what a user's URL points at (issue 17: embeds, Open Graph data,
 * photos by address, the image proxy). Server-side request forgery is the risk: a URL naming this
 * machine, its network or the cloud's metadata service. So: http and https only, no credentials
 * in the URL; every address DNS gives is checked (address-rules.ts) and the connection goes to
 * the address that was checked, so a second answer cannot swap it; redirects are followed by hand,
 * at most MAX_REDIRECTS, each one checked the same way; a time limit over the whole fetch, a size
 * limit read as the body streams, the content type checked; no cookies or credentials are ever
 * sent. Every refusal is a 400 with a message (core messages.outside*), never a 500.
 */
export interface OutsideFetchOptions {
  /** The Accept header: what the caller wants. */
  accept: string;
  /** Whether the answer's content type (lowercased, without parameters) is one the caller takes. */
  allowType: (contentType: string) => boolean;
  maxBytes: number;
  timeoutMs?: number;
  /**
   * `host:port` pairs fetched even on a private address: tests' local servers (config
   * fetchTestAllow, FETCH_TEST_ALLOW). Empty in production.
   */
  allow?: readonly string[];
  /** The field the URL came in, named in the 400. */
  field?: string;
}

export interface OutsideResponse {
  /** Where the body finally came from, after redirects. */
  url: URL;
  contentType: string;
  body: Buffer;
}

export const MAX_REDIRECTS = 5;
const DEFAULT_TIMEOUT_MS = 8_000;
const USER_AGENT = 'Rookery (+https://github.com/rookery; fetching a link a member posted)';

class Refused extends Error {
  constructor(readonly detail: string) {
    super(detail);
  }
}

/** A URL a fetch may start from or be redirected to; its host and port as written. */
function checkedUrl(raw: string | URL, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new Refused(messages.outsideBadUrl);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Refused(messages.outsideBadUrl);
  if (url.username || url.password) throw new Refused(messages.outsideBadUrl);
  return url;
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');
const portOf = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');

/** DNS, with every address checked; the connection is made to the first one, the one checked. */
function guardedLookup(allowed: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      const first = addresses[0];
      if (!first) return callback(new Refused(messages.outsideUnreachable), '', 4);
      if (!allowed && !addresses.every((a) => isFetchableAddress(a.address)))
        return callback(new Refused(messages.outsideNotPublic), '', 4);
      if ((options as { all?: boolean }).all)
        return (callback as (e: null, a: LookupAddress[]) => void)(null, [first]);
      callback(null, first.address, first.family);
    });
  };
}

/** One request, no redirects followed; resolves with the response head once it arrives. */
function send(url: URL, options: OutsideFetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const allowed = (options.allow ?? []).includes(`${hostOf(url)}:${portOf(url)}`);
  const host = hostOf(url);
  // An address written in the URL never goes through DNS: it is checked here.
  if (!allowed && /^[\d.]+$|:/.test(host) && !isFetchableAddress(host))
    return Promise.reject(new Refused(messages.outsideNotPublic));
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req: ClientRequest = request(url, {
      method: 'GET',
      agent: false,
      lookup: guardedLookup(allowed),
      signal,
      headers: { accept: options.accept, 'accept-encoding': 'identity', 'user-agent': USER_AGENT },
    });
    req.on('response', resolve);
    req.on('error', reject);
    req.end();
  });
}

/** The body, refused as soon as it passes `maxBytes`. */
async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new Refused(messages.outsideTooLarge);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw new Refused(messages.outsideTooLarge);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function follow(
  start: URL,
  options: OutsideFetchOptions,
  signal: AbortSignal,
): Promise<OutsideResponse> {
  let url = start;
  for (let hop = 0; ; hop++) {
    const response = await send(url, options, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.resume();
      if (hop >= MAX_REDIRECTS) throw new Refused(messages.outsideTooManyRedirects);
      url = checkedUrl(location, url);
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw new Refused(messages.outsideRefusedAnswer);
    }
    const contentType = String(response.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    if (!options.allowType(contentType)) {
      response.resume();
      throw new Refused(messages.outsideWrongType);
    }
    return { url, contentType, body: await readBody(response, options.maxBytes) };
  }
}

/** Fetches what `raw` points at, by the rules above; a ValidationError (400) when it may not or cannot. */
export async function fetchOutside(raw: string, options: OutsideFetchOptions): Promise<OutsideResponse> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    return await follow(checkedUrl(raw), options, controller.signal);
  } catch (error) {
    const detail =
      error instanceof Refused
        ? error.detail
        : controller.signal.aborted
          ? messages.outsideTooSlow
          : messages.outsideUnreachable;
    throw ValidationError.field(options.field ?? 'url', detail);
  } finally {
    clearTimeout(timer);
  }
}
