import { nodeVersionRefusal } from './runtime/node-version.js';

/**
 * The entry point. It checks the Node.js version before anything else is loaded: the server and
 * its dependencies are imported only once the runtime is known to be supported, so an old Node
 * stops with one clear line instead of a stack trace from whichever module fails first.
 */
const refusal = nodeVersionRefusal(process.versions.node);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
await import('./start.js');
