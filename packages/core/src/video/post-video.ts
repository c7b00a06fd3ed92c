import type { UploadStatus } from '../uploads.js';

/** The filmstrip of spec document 2 §3 (video player options): one sprite, and the size of each of its tiles. */
export interface VideoFilmstrip {
  url: string;
  width: number;
  height: number;
}

/**
 * An uploaded video as a post shows it (ours; issue 17): its renditions once converted, and while it
 * is converted (the post waits in 'transcoding') how far along it is, or why it failed.
 */
export interface PostVideo {
  status: UploadStatus;
  /** Percent done while processing; null otherwise or before ffmpeg reported. */
  progress: number | null;
  /** Why it could not be converted (core videoMessages), when it failed. */
  failure: string | null;
  /** The SD rendition (H.264/AAC MP4, shorter side ≤ 480 px); empty until converted. */
  url: string;
  /** The HD rendition (shorter side ≤ 1080 px), made only from a source larger than SD. */
  hd_url: string | null;
  poster_url: string | null;
  filmstrip: VideoFilmstrip | null;
  /** The author's WebVTT captions, when added. */
  captions_url: string | null;
  /** The SD rendition's picture size, for laying the player out before it loads. */
  width: number | null;
  height: number | null;
  /** Seconds. */
  duration: number | null;
}

/** Spec document 2 §3 "Video player options". */
export interface VideoPlayerOptions {
  loaded: boolean;
  paused: boolean;
  muted: boolean;
  autoplay: boolean;
  loop: boolean;
  autoheight: boolean;
  duration: number;
  hideFullscreen: boolean;
  isAd: boolean;
  isInPeepr: boolean;
  isFullscreen: boolean;
  hdUrl: string | null;
  livestream: boolean;
  filmstrip: VideoFilmstrip | null;
}

/** GET /svc/media/video?url= (ours): an upload's conversion, for its owner (polled when push is unavailable). */
export interface VideoStatusResponse {
  url: string;
  status: UploadStatus;
  progress: number | null;
  failure: string | null;
}

/** POST /svc/media/captions answers with where the captions are now. */
export interface CaptionsResponse {
  captions_url: string | null;
}
