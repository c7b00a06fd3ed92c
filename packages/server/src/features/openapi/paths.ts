/** The name an OpenAPI path gives Fastify's trailing wildcard `*`. */
const WILDCARD = 'path';

/**
 * Fastify's URL as OpenAPI paths: `:name` → `{name}` (a regular expression after it dropped),
 * `*` → `{path}`. OpenAPI has no optional path parameters, so `/avatar/:name/:size?` is two paths,
 * with the last segment and without.
 */
export function openApiPaths(url: string): string[] {
  const segments = url.split('/');
  const last = segments.at(-1) ?? '';
  const templated = (parts: string[]) => parts.map(segmentOf).join('/');
  if (last.startsWith(':') && last.endsWith('?')) {
    return [templated(segments.slice(0, -1)), templated([...segments.slice(0, -1), last.slice(0, -1)])];
  }
  return [templated(segments)];
}

function segmentOf(segment: string): string {
  if (segment === '*') return `{${WILDCARD}}`;
  return segment.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, '{$1}');
}

/** The parameters an OpenAPI path names, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
}
