/** Spec document 2 §9 "Video" and §4 "Live photo": the numbers the player and the pipeline agree on. */

/** Autoplay needs the whole player in view (an intersection ratio of 1). */
export const VIDEO_AUTOPLAY_VISIBILITY = 1;
/** The scroll check that picks the one autoplaying player runs at most this often. */
export const VIDEO_SCROLL_CHECK_THROTTLE_MS = 500;
/** While playing, the time display and seek bar read the position this often. */
export const VIDEO_TIME_POLL_MS = 150;
/** Loop is forced off at or below this duration (seconds); livestreams use their own. */
export const VIDEO_MIN_LOOP_DURATION = 0;
export const VIDEO_LIVESTREAM_MIN_LOOP_DURATION = 60;
/** A player starts muted, at this volume once unmuted. */
export const VIDEO_DEFAULT_VOLUME = 0.8;
export const VIDEO_DEFAULT_MUTED = true;
/** The HD toggle switches sources this long after the last press, so quick presses switch once. */
export const VIDEO_HD_TOGGLE_DELAY_MS = 300;
/** While playing, a stalled position is looked for this often; a wait is logged only from this long on. */
export const VIDEO_BUFFERING_CHECK_MS = 100;
export const VIDEO_BUFFERING_LOG_MIN_MS = 2000;
/** Between two time polls the position may move this much (seconds) beyond the time passed before it counts as a seek. */
export const VIDEO_SEEK_JUMP_TOLERANCE_S = 0.3;
/**
 * The viewport watcher's offset (px): the viewport a player must be in is shrunk by this much at
 * top and bottom, which keeps the sticky header's strip out of "in view".
 */
export const VIDEO_WATCHER_OFFSET = -100;
/** Thumbnails in a video's filmstrip (one sprite, tiles side by side). */
export const VIDEO_FILMSTRIP_THUMBNAILS = 10;
/** The arrow keys seek this many seconds (ours: the spec names the keys, not the step). */
export const VIDEO_KEYBOARD_SEEK_S = 5;

/**
 * Renditions (ours; issue 17): the SD rendition's shorter side is at most 480 px (480p, also for
 * portrait phone videos), an HD one is made only from a larger source and its shorter side is at
 * most 1080 px. Filmstrip tiles are at most 160 px on their longer side.
 */
export const VIDEO_SD_SHORT_SIDE = 480;
export const VIDEO_HD_SHORT_SIDE = 1080;
export const VIDEO_FILMSTRIP_TILE_LONG_SIDE = 160;

/** Live photos (spec document 2 §4): the timings of the hover effect. */
export const LIVE_PHOTO_POSTROLL_MS = 375;
export const LIVE_PHOTO_DEACTIVATE_DELAY_MS = 500;
export const LIVE_PHOTO_PREVIEW_MS = 500;
export const LIVE_PHOTO_TAP_GUARD_MS = 750;
/** A live photo's motion part is at most this long (seconds; an iPhone's is about 3). */
export const LIVE_PHOTO_MAX_SECONDS = 3;
