import type { SoundName } from '@rookery/core';

/** Spec §3 Sound: the three sounds, short WAV chimes in public/sounds (scripts/make-sounds.mjs). */
export const SOUND_FILES: Record<SoundName, { filePath: string; fileType: string }> = {
  'notification-sound': { filePath: '/sounds/notification-sound.wav', fileType: 'audio/wav' },
  'receive-sound': { filePath: '/sounds/receive-sound.wav', fileType: 'audio/wav' },
  'send-sound': { filePath: '/sounds/send-sound.wav', fileType: 'audio/wav' },
};

const players = new Map<SoundName, HTMLAudioElement>();

/**
 * Plays one of the sounds; callers check the user's is_sounds_enabled (spec §4). A browser that
 * refuses (no user gesture yet, no audio) stays silent: a sound is never worth an error.
 */
export function playSound(name: SoundName): void {
  if (typeof Audio !== 'function') return;
  let player = players.get(name);
  if (!player) {
    player = new Audio(SOUND_FILES[name].filePath);
    player.preload = 'auto';
    player.volume = 0.6;
    players.set(name, player);
  }
  player.currentTime = 0;
  player.play().catch(() => {});
}
