export { COUNTS_QUERY_KEY } from './push-client';
export type { PushState } from './push-connection';
export { usePushConnection, usePushEvents, usePushState } from './use-push';
