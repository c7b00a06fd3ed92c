import type { ParticipantInfoResponse } from '@rookery/core';
import { api } from '../../../api';

/**
 * A blog as a participant of the user's blog `participant` (GET participant_info): its uuid, whether
 * it can receive messages, and the conversation the two already have, if any.
 */
export function fetchParticipantInfo(participant: string, q: string): Promise<ParticipantInfoResponse> {
  return api.get<ParticipantInfoResponse>('/svc/conversations/participant_info', { q, participant });
}
