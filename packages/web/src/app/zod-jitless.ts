/**
 * Imported first by the client's entry: zod decides when it makes a schema whether to compile parsers
 * with `new Function`, and its probe for that is reported as a content security policy violation
 * even though it is caught. zod reads its settings from this global, so they are set here before
 * zod loads (it loads later, with the pages whose forms validate), without importing it. The
 * server keeps the compiled parsers.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
