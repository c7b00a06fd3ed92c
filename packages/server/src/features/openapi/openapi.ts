import type { FeatureCalls } from './call-description.js';

export const openApiCalls: FeatureCalls = {
  tag: 'api',
  about: 'This description of the API itself.',
  calls: [
    {
      method: 'GET',
      path: '/svc/openapi.json',
      summary: 'This document: the OpenAPI 3.1 description of every call',
      description: 'Public and cacheable; the reference page `/docs/api` reads it.',
      access: 'anyone',
      answers: { 'application/json': 'The OpenAPI document (not an envelope).' },
    },
  ],
};
