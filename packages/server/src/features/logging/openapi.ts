import {
  bblogSchema,
  conversionLogBodySchema,
  DEFAULT_PIXEL_PATH,
  logBatchSchema,
  pixelQuerySchema,
} from '@rookery/core';
import type { FeatureCalls } from '../openapi/call-description.js';

const kept = '`{ kept }`: how many events were stored.';

/** The client's logs (logging/): `pixelPath` is the configured pixel's address (PIXEL_PATH). */
export const loggingCalls = (pixelPath = DEFAULT_PIXEL_PATH): FeatureCalls => ({
  tag: 'logging',
  about: "The client's event logs, the video player's log and the tracking pixel.",
  calls: [
    {
      method: 'POST',
      path: '/svc/log/conversion',
      summary: "A video player's log",
      access: 'member',
      body: conversionLogBodySchema,
      returns: '`{ id }`.',
    },
    {
      method: 'POST',
      path: '/services/cslog',
      summary: "A batch of the client's log events",
      description: 'Sent by beacon as text/plain JSON, so the form key travels inside, as `form_key`.',
      access: 'anyone',
      body: logBatchSchema,
      encodings: ['json', 'text'],
      returns: kept,
    },
    {
      method: 'POST',
      path: '/svc/log/lady',
      summary: 'The same log events, as JSON',
      access: 'anyone',
      body: logBatchSchema,
      encodings: ['json', 'text'],
      returns: kept,
    },
    {
      method: 'POST',
      path: '/services/bblog',
      summary: "Tracker events with the client's details",
      access: 'anyone',
      body: bblogSchema,
      encodings: ['json', 'text'],
      returns: kept,
    },
    {
      method: 'GET',
      path: pixelPath,
      summary: 'The tracking pixel: an event, as an <img> asks',
      access: 'anyone',
      query: pixelQuerySchema,
      answers: { 'image/gif': 'A transparent 1×1 GIF.' },
    },
  ],
});
