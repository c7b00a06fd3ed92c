import { createHash } from 'node:crypto';
import type { CallDescription, FeatureCalls, Method } from './call-description.js';
import { responses, schemas, securitySchemes } from './components.js';
import { operationOf } from './operation.js';
import { openApiPaths } from './paths.js';
import type { RegisteredRoute } from './route-list.js';

/** A route no feature describes still appears, under this tag, so the document never hides one. */
export const UNDESCRIBED_TAG = 'undescribed';

const INTRO = `The HTTP API of this Rookery server: every call the web client makes, for scripts and other clients.

- Every JSON answer is the envelope \`{ meta: { status, msg }, response, errors }\`; the HTTP status matches \`meta.status\`, and \`errors\` holds \`{ code, title, detail, field? }\` items when something was refused.
- Sign in with \`POST /svc/account/login\`; the session is the \`rk_session\` cookie.
- Every write (any method but GET) carries the session's form key, in \`X-Form-Key\` or as the body's \`form_key\`. A visitor gets one bound to the \`rk_visitor\` cookie from \`GET /svc/account/session\`.
- Bodies are JSON or form-encoded; form bodies write nested fields with bracket keys (\`post[type]=text\`).
- Ids of posts and messages are 64-bit numbers and travel as strings.
- Every GET answers HEAD too, without the body.`;

const keyOf = (method: Method, url: string) => `${method} ${url}`;
const methodsOf = (call: CallDescription) => [call.method].flat() as Method[];

/** A GET's HEAD twin (Fastify adds one to every GET) is the GET's own: no entry of its own. */
function isHeadTwin(route: RegisteredRoute, routes: readonly RegisteredRoute[]): boolean {
  return route.method === 'HEAD' && routes.some((r) => r.method === 'GET' && r.url === route.url);
}

export interface BuiltDocument {
  document: Record<string, unknown>;
  /** Registered routes no feature describes (`METHOD url`): the coverage test wants none. */
  undescribed: string[];
}

interface Described {
  call: CallDescription;
  tag: string;
  /** Its place among all descriptions: the document lists paths in the features' own order. */
  rank: number;
}

/**
 * The OpenAPI 3.1 document of the app's registered routes, each told by its feature's description,
 * in the order the features tell them. The built client's files are one entry with the pages
 * (`GET /{path}`), not one per file.
 */
export function buildDocument(
  routes: readonly RegisteredRoute[],
  features: readonly FeatureCalls[],
  serverUrl: string,
): BuiltDocument {
  const described = new Map<string, Described>();
  for (const { tag, calls } of features) {
    for (const call of calls) {
      const rank = described.size;
      for (const method of methodsOf(call)) described.set(keyOf(method, call.path), { call, tag, rank });
    }
  }
  const paths = new Map<string, { rank: number; operations: Record<string, unknown> }>();
  const add = ({ call, tag, rank }: Described, method: Method, answerSchema?: unknown) => {
    for (const path of openApiPaths(call.path)) {
      const entry = paths.get(path) ?? { rank, operations: {} };
      entry.rank = Math.min(entry.rank, rank);
      entry.operations[method.toLowerCase()] = operationOf(call, method, path, tag, answerSchema);
      paths.set(path, entry);
    }
  };

  const undescribed: string[] = [];
  for (const route of routes) {
    if (route.builtFile || isHeadTwin(route, routes)) continue;
    const key = keyOf(route.method, route.url);
    const entry = described.get(key);
    if (!entry) undescribed.push(key);
    add(
      entry ?? {
        call: { method: route.method, path: route.url, summary: 'Not described yet.', access: 'anyone' },
        tag: UNDESCRIBED_TAG,
        rank: Number.POSITIVE_INFINITY,
      },
      route.method,
      route.answerSchema,
    );
  }
  for (const [key, entry] of described) {
    if (entry.call.unrouted) add(entry, key.split(' ')[0] as Method);
  }

  const sorted = Object.fromEntries(
    [...paths]
      .sort(([pathA, a], [pathB, b]) => a.rank - b.rank || pathA.localeCompare(pathB))
      .map(([path, entry]) => [path, entry.operations]),
  );
  const used = new Set(
    Object.values(sorted).flatMap((ops) =>
      Object.values(ops).flatMap((op) => (op as { tags: string[] }).tags),
    ),
  );
  const about = new Map(features.map((f) => [f.tag, f.about]));
  about.set(UNDESCRIBED_TAG, 'Routes without a description yet.');
  const tags = [...about]
    .filter(([name]) => used.has(name))
    .map(([name, description]) => ({ name, description }));
  const version = createHash('sha256').update(JSON.stringify(sorted)).digest('hex').slice(0, 12);
  return {
    document: {
      openapi: '3.1.1',
      info: { title: 'Rookery API', version, description: INTRO },
      servers: [{ url: serverUrl }],
      tags,
      paths: sorted,
      components: { schemas, responses, securitySchemes },
    },
    undescribed,
  };
}
