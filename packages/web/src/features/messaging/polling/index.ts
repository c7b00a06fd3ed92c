export { Poller, type PollerOptions } from './poller';
export {
  type PollingControls,
  type PollingOptions,
  useConversationPolling,
  useInboxPolling,
} from './use-polling';
