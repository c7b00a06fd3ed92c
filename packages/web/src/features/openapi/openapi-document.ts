import type { JsonSchema } from '@rookery/core';

/** The parts of the server's OpenAPI document (GET /svc/openapi.json) the reference page reads. */
export interface ApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface ApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  'x-rookery-access'?: 'anyone' | 'member' | 'moderator' | 'admin' | 'api_key' | 'oauth' | 'app';
  security?: Record<string, string[]>[];
  parameters?: ApiParameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { description?: string; $ref?: string; content?: Record<string, unknown> }>;
}

export interface ApiDocument {
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, ApiOperation>>;
}

export interface ApiCall {
  /** The operation id: the call's anchor on the page. */
  id: string;
  method: string;
  path: string;
  operation: ApiOperation;
}

export interface ApiSection {
  tag: string;
  about: string;
  calls: ApiCall[];
}

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];

/** The calls by tag, in the document's order of tags; within one, by path, then method. */
export function sectionsOf(document: ApiDocument): ApiSection[] {
  const calls = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .sort(([a], [b]) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b))
      .map(([method, operation]) => ({
        id: operation.operationId,
        method: method.toUpperCase(),
        path,
        operation,
      })),
  );
  const tags = document.tags ?? [];
  const names = [...tags.map((t) => t.name), ...calls.flatMap((c) => c.operation.tags)];
  return [...new Set(names)]
    .map((tag) => ({
      tag,
      about: tags.find((t) => t.name === tag)?.description ?? '',
      calls: calls.filter((call) => call.operation.tags[0] === tag),
    }))
    .filter((section) => section.calls.length > 0);
}

/** Whether every word of the filter is in the call's method, path, summary or section. */
export function callMatches(call: ApiCall, tag: string, filter: string): boolean {
  const text = `${call.method} ${call.path} ${call.operation.summary} ${tag}`.toLowerCase();
  return filter
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

/** The sections with only the calls the filter matches; sections left empty drop out. */
export function filterSections(sections: ApiSection[], filter: string): ApiSection[] {
  if (!filter.trim()) return sections;
  return sections
    .map((section) => ({
      ...section,
      calls: section.calls.filter((c) => callMatches(c, section.tag, filter)),
    }))
    .filter((section) => section.calls.length > 0);
}
