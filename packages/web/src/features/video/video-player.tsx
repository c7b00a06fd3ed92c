import {
  type PostVideo,
  VIDEO_DEFAULT_MUTED,
  VIDEO_DEFAULT_VOLUME,
  VIDEO_HD_TOGGLE_DELAY_MS,
  type VideoErrorLabel,
  type VideoLogName,
  videoErrorLabel,
  videoErrorText,
} from '@rookery/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCurrentUser } from '../accounts/use-session';
import { registerAutoplayPlayer, requestAutoplayCheck } from './autoplay-coordinator';
import styles from './player.module.css';
import { onPauseVideoPlayers } from './player-bus';
import { FullscreenIcon, PauseIcon, PlayIcon, SoundIcon } from './player-icons';
import { effectiveLoop, formatTime, prefersReducedMotion } from './player-rules';
import { SeekBar } from './seek-bar';
import { usePlaybackWatch } from './use-playback-watch';
import { useViewportWatch } from './use-viewport-watch';
import { registerKeyedPlayer } from './video-keys';
import { type LoggedPost, type LogMoment, sendVideoLog } from './video-log';

export interface VideoPlayerProps {
  video: PostVideo;
  /** Played when the upload has no renditions (one converted before renditions existed). */
  fallbackUrl: string;
  /** Null in previews (the composer's reblog preview): it logs nothing. */
  post: LoggedPost | null;
  /** Livestreams autoplay and loop only past 60 s (spec §4); uploads are never live. */
  livestream?: boolean;
}

/** While a modal (the composer, a dialog) covers the page, nothing starts playing under it. */
const covered = () => !!document.querySelector('[aria-modal="true"]');

/**
 * The custom player of spec document 2 §2–§4: a big play button, mute and HD toggles, the time and
 * a seek bar with filmstrip previews. It starts muted; autoplay plays it (muted) only while it is
 * the first wholly visible autoplaying player; a click turns autoplay off and unmutes; leaving the
 * viewport pauses it while autoplaying; an error pauses it, turns loop and autoplay off, shows the
 * error's label and is logged. Signed-in readers' players log plays, replays, seeks, waits, ends and
 * errors (POST /svc/log/conversion); a visitor's sends nothing.
 */
export function VideoPlayer({ video, fallbackUrl, post, livestream = false }: VideoPlayerProps) {
  const signedIn = useCurrentUser() !== null;
  const root = useRef<HTMLDivElement>(null);
  const element = useRef<HTMLVideoElement>(null);
  const [autoplay, setAutoplay] = useState(() => livestream || !prefersReducedMotion());
  const [loop, setLoop] = useState(true);
  const [paused, setPaused] = useState(true);
  const [muted, setMuted] = useState(VIDEO_DEFAULT_MUTED);
  const [duration, setDuration] = useState(video.duration ?? Number.NaN);
  const [hd, setHd] = useState(false);
  const [source, setSource] = useState(video.url || fallbackUrl);
  const [error, setError] = useState<VideoErrorLabel | null>(null);
  const [captions, setCaptions] = useState(true);
  const resume = useRef<{ time: number; paused: boolean } | null>(null);
  const played = useRef(false);
  const autoplayRef = useRef(autoplay);
  autoplayRef.current = autoplay;

  const watch = usePlaybackWatch(element, !paused, {
    onSeek: () => log('video_seek'),
    onWait: (waitMs) => log('video_wait', { wait_ms: waitMs }),
  });

  const log = (name: VideoLogName, extra: Partial<LogMoment> = {}) => {
    const v = element.current;
    if (!signedIn || !v || !post) return;
    sendVideoLog(post, name, {
      type: livestream ? 'live' : 'video',
      duration: v.duration,
      time_elapsed: watch.elapsed.current,
      position: v.currentTime,
      ...extra,
    });
  };

  const play = useCallback(() => {
    element.current?.play().catch(() => {});
  }, []);
  const pause = useCallback(() => element.current?.pause(), []);

  /** Any use of the player by the reader turns autoplay off: it is theirs now. */
  const takeOver = useCallback(() => setAutoplay(false), []);

  const unmute = useCallback(() => {
    const v = element.current;
    if (!v) return;
    v.muted = false;
    v.volume = VIDEO_DEFAULT_VOLUME;
  }, []);

  const togglePlay = useCallback(() => {
    takeOver();
    const v = element.current;
    if (!v) return;
    if (v.paused) play();
    else v.pause();
  }, [takeOver, play]);

  const toggleMute = useCallback(() => {
    takeOver();
    const v = element.current;
    if (!v) return;
    if (v.muted) unmute();
    else v.muted = true;
  }, [takeOver, unmute]);

  const seekTo = useCallback(
    (seconds: number) => {
      const v = element.current;
      if (!v || !Number.isFinite(v.duration)) return;
      v.currentTime = Math.min(v.duration, Math.max(0, seconds));
      watch.setCurrent(v.currentTime);
    },
    [watch.setCurrent],
  );

  /** A click or touch on the picture: an autoplaying player becomes the reader's, with sound. */
  const clickPicture = () => {
    if (autoplay) {
      takeOver();
      unmute();
      play();
    } else togglePlay();
  };

  const startWithSound = () => {
    takeOver();
    unmute();
    play();
  };

  useEffect(() => {
    const v = element.current;
    if (!v) return;
    v.volume = VIDEO_DEFAULT_VOLUME;
    v.muted = VIDEO_DEFAULT_MUTED;
  }, []);

  const visibility = useViewportWatch(root, (seen) => {
    if (!seen.any && autoplayRef.current) pause();
    requestAutoplayCheck();
  });

  useEffect(
    () =>
      registerAutoplayPlayer({
        get element() {
          return root.current as HTMLElement;
        },
        autoplay: () => autoplayRef.current && !covered(),
        fullyVisible: () => visibility.current.fully,
        paused: () => element.current?.paused ?? true,
        play: () => {
          if (element.current) element.current.muted = true;
          play();
        },
        pause,
      }),
    [visibility, play, pause],
  );

  useEffect(() => onPauseVideoPlayers(pause), [pause]);

  useEffect(() => {
    const node = root.current;
    if (!node) return;
    return registerKeyedPlayer({
      element: node,
      togglePlay,
      toggleMute,
      seekBy: (s) => {
        takeOver();
        seekTo((element.current?.currentTime ?? 0) + s);
      },
    });
  }, [togglePlay, toggleMute, seekTo, takeOver]);

  // The HD toggle switches sources 300 ms after the last press, keeping the place and pause state.
  useEffect(() => {
    const wanted = hd && video.hd_url ? video.hd_url : video.url || fallbackUrl;
    if (wanted === source) return;
    const timer = setTimeout(() => {
      const v = element.current;
      resume.current = v ? { time: v.currentTime, paused: v.paused } : null;
      setSource(wanted);
    }, VIDEO_HD_TOGGLE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hd, video.hd_url, video.url, fallbackUrl, source]);

  const onLoadedMetadata = () => {
    const v = element.current;
    if (!v) return;
    setDuration(v.duration);
    const back = resume.current;
    resume.current = null;
    if (back) {
      v.currentTime = back.time;
      watch.setCurrent(back.time);
      if (!back.paused) play();
    }
  };

  const onPlaying = () => {
    setPaused(false);
    if (!played.current) {
      played.current = true;
      log('video_play');
    }
  };

  const onEnded = () => {
    const v = element.current;
    if (v && effectiveLoop(loop, v.duration, livestream)) {
      v.currentTime = 0;
      play();
      log('video_play', { type: livestream ? 'live' : 'replay' });
    } else {
      setPaused(true);
      log('video_end');
    }
  };

  const onError = () => {
    const label = videoErrorLabel(element.current?.error?.code);
    pause();
    setLoop(false);
    setAutoplay(false);
    setError(label);
    log('video_error', { error: label });
  };

  const showCaptions = (show: boolean) => {
    setCaptions(show);
    const track = element.current?.textTracks[0];
    if (track) track.mode = show ? 'showing' : 'hidden';
  };

  const ratio = video.width && video.height ? `${video.width} / ${video.height}` : '16 / 9';
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of the player's controls, named for readers of the page
    <div
      ref={root}
      className={styles.player}
      style={{ aspectRatio: ratio }}
      role="group"
      aria-label="Video player"
      data-paused={paused ? '' : undefined}
      data-autoplay={autoplay ? '' : undefined}
      data-error={error ?? undefined}
    >
      <video
        ref={element}
        className={styles.video}
        src={source}
        poster={video.poster_url ?? undefined}
        preload="metadata"
        playsInline
        muted
        onLoadedMetadata={onLoadedMetadata}
        onDurationChange={() => setDuration(element.current?.duration ?? Number.NaN)}
        onPlaying={onPlaying}
        onPause={() => setPaused(true)}
        onVolumeChange={() => setMuted(element.current?.muted ?? true)}
        onEnded={onEnded}
        onError={onError}
      >
        {video.captions_url && (
          <track kind="captions" src={video.captions_url} srcLang="en" label="Captions" default />
        )}
      </video>
      <button
        type="button"
        className={styles.surface}
        aria-label={paused ? 'Play' : autoplay ? 'Play with sound' : 'Pause'}
        onClick={clickPicture}
      />
      {paused && !error && (
        <button type="button" className={styles.bigPlay} aria-label="Play video" onClick={startWithSound}>
          <PlayIcon size={36} />
        </button>
      )}
      {watch.buffering && <span className={styles.spinner} role="status" aria-label="Loading" />}
      {error && (
        <p className={styles.error} role="alert">
          {videoErrorText(error)}
        </p>
      )}
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          aria-label={paused ? 'Play' : 'Pause'}
          onClick={togglePlay}
        >
          {paused ? <PlayIcon /> : <PauseIcon />}
        </button>
        <span className={styles.time} data-testid="video-time">
          {formatTime(watch.current)} / {formatTime(duration)}
        </span>
        <SeekBar
          current={watch.current}
          duration={duration}
          filmstrip={video.filmstrip}
          onSeek={(s) => {
            takeOver();
            seekTo(s);
          }}
        />
        <button
          type="button"
          className={styles.control}
          aria-label={muted ? 'Unmute' : 'Mute'}
          aria-pressed={muted}
          onClick={toggleMute}
        >
          <SoundIcon muted={muted} />
        </button>
        {video.captions_url && (
          <button
            type="button"
            className={styles.textControl}
            aria-label="Captions"
            aria-pressed={captions}
            onClick={() => showCaptions(!captions)}
          >
            CC
          </button>
        )}
        {video.hd_url && (
          <button
            type="button"
            className={styles.textControl}
            aria-label="HD"
            aria-pressed={hd}
            onClick={() => {
              takeOver();
              setHd((on) => !on);
            }}
          >
            HD
          </button>
        )}
        <button
          type="button"
          className={styles.control}
          aria-label="Full screen"
          onClick={() => {
            takeOver();
            root.current?.requestFullscreen?.().catch(() => {});
          }}
        >
          <FullscreenIcon />
        </button>
      </div>
    </div>
  );
}
