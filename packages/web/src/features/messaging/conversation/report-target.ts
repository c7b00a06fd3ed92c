import type { Message } from '@rookery/core';
import type { ReportRequest } from '../../reports/report-request';
import type { WindowParticipant } from '../windows/open-conversation';

/**
 * Reporting someone from a conversation reports their newest message here (the moderators see what
 * was said); one who has said nothing yet is reported as a blog.
 */
export function reportTargetOf(participant: WindowParticipant, messages: readonly Message[]): ReportRequest {
  const newest = messages.findLast((m) => m.participant === participant.uuid);
  return newest
    ? { type: 'message', id: newest.ts, blogName: participant.name, canBlock: true }
    : { type: 'blog', id: participant.name, blogName: participant.name, canBlock: true };
}
