import {
  VIDEO_PLAYER_NAME,
  VIDEO_PLAYER_VERSION,
  type VideoLog,
  type VideoLogDetails,
  type VideoLogName,
} from '@rookery/core';
import { api } from '../../api';

/** The post a player plays, as its logs name it (spec document 2 §3 video log data). */
export interface LoggedPost {
  id: string;
  root_id: string;
  tumblelog_uuid: string;
}

export type LogMoment = Pick<VideoLogDetails, 'type' | 'duration' | 'time_elapsed' | 'position'> &
  Partial<Pick<VideoLogDetails, 'error' | 'wait_ms'>>;

/**
 * Sends one log to POST /svc/log/conversion (form field `log`, the JSON object). Only a signed-in
 * reader's player calls this (spec §6); a log that fails is dropped, never shown.
 */
export function sendVideoLog(post: LoggedPost, name: VideoLogName, moment: LogMoment): void {
  const round = (n: number) => Math.round(n * 1000) / 1000;
  const log: VideoLog = {
    name,
    details: {
      player: VIDEO_PLAYER_NAME,
      player_version: VIDEO_PLAYER_VERSION,
      post_id: post.id,
      root_post_id: post.root_id,
      blog_uuid: post.tumblelog_uuid,
      platform: 'web',
      vendor: 'rookery',
      ...moment,
      duration: round(Number.isFinite(moment.duration) ? moment.duration : 0),
      time_elapsed: round(moment.time_elapsed),
      position: round(moment.position),
    },
  };
  api.postForm('/svc/log/conversion', new URLSearchParams({ log: JSON.stringify(log) })).catch(() => {});
}
