import { fieldsOf, type JsonSchema } from '@rookery/core';
import { API_ACCESS, type BodyEncoding, type CallDescription, type Method } from './call-description.js';
import type { responses } from './components.js';
import { inputSchema } from './json-schema.js';
import { pathParamNames } from './paths.js';

const READS = new Set<Method>(['GET', 'HEAD', 'OPTIONS']);
const MEDIA_TYPES: Record<BodyEncoding, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
  text: 'text/plain',
};
const DEFAULT_ENCODINGS: readonly BodyEncoding[] = ['json', 'form'];

const envelopeRef = { $ref: '#/components/schemas/Envelope' };
const refusal = (name: keyof typeof responses) => ({ $ref: `#/components/responses/${name}` });

/** The operation id: the method and the path's words, so each is unique and reads as what it does. */
function operationId(method: Method, path: string): string {
  const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

/** Who may call, as OpenAPI security: alternatives, each a set of schemes that must all be there. */
function security(call: CallDescription, write: boolean) {
  if (call.access === 'api_key') return [{ apiKey: [] }, { oauth1: [] }, { oauth2: ['basic'] }];
  if (call.access === 'oauth') return [{ oauth1: [] }, { oauth2: write ? ['write'] : ['basic'] }];
  if (call.access === 'app') return [{ oauth1: [] }, {}];
  const withKey = (scheme: string) => (write ? { [scheme]: [], formKey: [] } : { [scheme]: [] });
  if (call.access !== 'anyone') return [withKey('session')];
  // A visitor's write carries the form key bound to the visitor cookie; a read needs nothing.
  return write ? [withKey('visitor'), withKey('session')] : [{}, withKey('session')];
}

function parameters(call: CallDescription, path: string) {
  const pathFields = new Map(call.params ? fieldsOf(inputSchema(call.params)).map((f) => [f.name, f]) : []);
  const inPath = pathParamNames(path).map((name) =>
    parameter(name, 'path', true, pathFields.get(name)?.schema ?? { type: 'string' }),
  );
  const inQuery = call.query
    ? fieldsOf(inputSchema(call.query)).map((f) => parameter(f.name, 'query', f.required, f.schema))
    : [];
  return [...inPath, ...inQuery];
}

function parameter(name: string, where: 'path' | 'query', required: boolean, field: JsonSchema) {
  // The words belong to the parameter, where readers and renderers look for them.
  const { description, ...schema } = field as JsonSchema & { description?: string };
  // Nested query values travel with bracket keys (`a[b]=1`), which is OpenAPI's deepObject style.
  const nested = where === 'query' && schema.type === 'object';
  return {
    name,
    in: where,
    required,
    schema,
    ...(description ? { description } : {}),
    ...(nested ? { style: 'deepObject', explode: true } : {}),
  };
}

function requestBody(call: CallDescription) {
  if (!call.body) return undefined;
  const schema = inputSchema(call.body);
  const content: Record<string, unknown> = {};
  for (const encoding of call.encodings ?? DEFAULT_ENCODINGS) {
    content[MEDIA_TYPES[encoding]] = { schema, ...(encoding === 'form' ? formEncoding(schema) : {}) };
  }
  return { required: true, content };
}

/** A form body's nested fields go as bracket keys (`post[type]=text`): deepObject, in OpenAPI's words. */
function formEncoding(schema: JsonSchema) {
  const nested = fieldsOf(schema).filter((f) => f.schema.type === 'object');
  if (!nested.length) return {};
  return {
    encoding: Object.fromEntries(nested.map((f) => [f.name, { style: 'deepObject', explode: true }])),
  };
}

const tumblrEnvelopeRef = { $ref: '#/components/schemas/TumblrEnvelope' };

function success(call: CallDescription, answerSchema: unknown) {
  if (call.redirect) {
    return {
      [call.redirect]: {
        description: call.returns ?? 'A redirect to the address in Location.',
        headers: { Location: { schema: { type: 'string' } } },
      },
    };
  }
  if (call.answers) {
    const content = Object.fromEntries(Object.keys(call.answers).map((type) => [type, {}]));
    return { 200: { description: Object.values(call.answers).join(' Or: '), content } };
  }
  return {
    200: {
      description: call.returns ?? 'The envelope; `response` holds the answer.',
      content: {
        'application/json': {
          schema: answerSchema ?? (API_ACCESS.has(call.access) ? tumblrEnvelopeRef : envelopeRef),
        },
      },
    },
  };
}

function failures(call: CallDescription, write: boolean, hasInput: boolean) {
  if (API_ACCESS.has(call.access)) {
    return {
      401: refusal('TumblrUnauthorized'),
      ...(call.access === 'oauth' && write ? { 403: refusal('TumblrForbidden') } : {}),
      429: refusal('TumblrLimitExceeded'),
      '4XX': refusal('TumblrRefused'),
      503: refusal('TumblrBusy'),
    };
  }
  return {
    ...(hasInput ? { 400: refusal('BadInput') } : {}),
    ...(call.access !== 'anyone' ? { 401: refusal('NotSignedIn') } : {}),
    ...(write || call.access === 'moderator' || call.access === 'admin' ? { 403: refusal('Forbidden') } : {}),
    '4XX': refusal('Refused'),
    503: refusal('Busy'),
  };
}

const ACCESS_NOTES: Record<CallDescription['access'], string> = {
  anyone: '',
  member: '',
  moderator: 'Moderators and admins only.',
  admin: 'Admins only.',
  api_key: 'Needs an API key: `api_key=` the consumer key of an app registered at /settings/apps.',
  oauth: 'Needs a user’s OAuth 1.0a signature or OAuth 2 bearer token; writes need a grant that may write.',
  app: "Signed with the app's own credentials.",
};

/**
 * One operation of the document. Writes other than POST may also arrive as a POST that names them
 * (`X-HTTP-Method-Override`, http/method-emulation.ts), which the description adds.
 */
export function operationOf(
  call: CallDescription,
  method: Method,
  path: string,
  tag: string,
  answerSchema?: unknown,
): Record<string, unknown> {
  const write = !READS.has(method);
  const emulated =
    write && method !== 'POST' ? `Also sent as a POST with \`X-HTTP-Method-Override: ${method}\`.` : '';
  const description = [call.description, ACCESS_NOTES[call.access], emulated].filter(Boolean).join('\n\n');
  const params = parameters(call, path);
  const body = write ? requestBody(call) : undefined;
  return {
    operationId: operationId(method, path),
    tags: [call.tag ?? tag],
    summary: call.summary,
    ...(description ? { description } : {}),
    'x-rookery-access': call.access,
    security: security(call, write),
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: { ...success(call, answerSchema), ...failures(call, write, params.length > 0 || !!body) },
  };
}
