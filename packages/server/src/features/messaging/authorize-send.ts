import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { moderatedApart } from '../moderation/blog-access.js';
import { loadRelations, type Relation } from './relations.js';
import { assertMayStart, departedRefusal, type MessagingUser, refusal, userRefusal } from './send-rules.js';
import type { Target } from './target.js';

/**
 * May the user's blog message the target now? In the order a person meets them: their own account
 * (7001 unverified), then each recipient (block, a moderator's block, messages off, 7003 followed
 * only), then for a
 * conversation that does not exist yet the start rules (409, 429). Answers the relations to the
 * recipients (the first message reads them).
 */
export async function authorizeSend(
  db: Db,
  config: Config,
  user: MessagingUser,
  target: Target,
): Promise<Map<string, Relation>> {
  const own = userRefusal(user);
  if (own) throw own;
  if (target.departed) throw departedRefusal();
  const relations = await loadRelations(
    db,
    target.sender.id,
    target.recipients.map((r) => r.id),
  );
  for (const recipient of target.recipients) {
    if (moderatedApart(target.sender, recipient)) relations.get(recipient.id)!.blocked = true;
    const refused = refusal(recipient, relations.get(recipient.id)!);
    if (refused) throw refused;
  }
  if (!target.conversationId) await assertMayStart(db, config, user, [...relations.values()]);
  return relations;
}
