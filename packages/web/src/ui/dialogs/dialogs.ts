import { createDialogQueue } from './dialog-queue';

/**
 * The page's one dialog queue. A module-level instance so any code — a component, a mutation's
 * error handler, a lazily loaded chunk that failed — can ask without threading a context through.
 */
export const dialogQueue = createDialogQueue();

export const confirm = dialogQueue.confirm;
export const alert = dialogQueue.alert;
