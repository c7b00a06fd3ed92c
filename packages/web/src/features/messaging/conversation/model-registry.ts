import { type WindowRecord, windowKey } from '../windows/window-record';
import type { ConversationModel } from './conversation-model';

/** The conversation models of the dock's windows, by window key; a window's model outlives its component. */
export function createModelRegistry(make: (record: WindowRecord, key: string) => ConversationModel) {
  const models = new Map<string, ConversationModel>();
  return {
    get(record: WindowRecord): ConversationModel {
      const key = windowKey(record);
      let model = models.get(key);
      if (!model) {
        model = make(record, key);
        models.set(key, model);
      }
      return model;
    },
    peek: (key: string): ConversationModel | undefined => models.get(key),
    /** Forgets the models of windows that are gone (closed here or in another tab). */
    keepOnly(keys: ReadonlySet<string>): void {
      for (const key of models.keys()) if (!keys.has(key)) models.delete(key);
    },
  };
}

export type ModelRegistry = ReturnType<typeof createModelRegistry>;
