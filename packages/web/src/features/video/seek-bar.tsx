import type { VideoFilmstrip } from '@rookery/core';
import { type PointerEvent, useState } from 'react';
import styles from './player.module.css';
import { filmstripIndex, formatTime } from './player-rules';

interface SeekBarProps {
  current: number;
  duration: number;
  filmstrip: VideoFilmstrip | null;
  onSeek(seconds: number): void;
}

/**
 * The seek bar: a range field (arrows and Home/End move it natively) with, under the pointer, the
 * filmstrip's thumbnail of that place and its time (spec document 2 §3 filmstrip, 10 thumbnails).
 */
export function SeekBar({ current, duration, filmstrip, onSeek }: SeekBarProps) {
  const [hover, setHover] = useState<number | null>(null);
  const known = Number.isFinite(duration) && duration > 0;
  const track = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setHover(Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)));
  };
  return (
    <div className={styles.seek} onPointerMove={track} onPointerLeave={() => setHover(null)}>
      <input
        type="range"
        className={styles.range}
        min={0}
        max={known ? duration : 0}
        step={0.1}
        value={Math.min(current, known ? duration : 0)}
        disabled={!known}
        aria-label="Seek"
        aria-valuetext={`${formatTime(current)} of ${formatTime(duration)}`}
        style={{ '--played': known ? `${(current / duration) * 100}%` : '0%' } as React.CSSProperties}
        onChange={(event) => onSeek(Number(event.target.value))}
      />
      {hover !== null && known && (
        <div className={styles.preview} style={{ left: `${hover * 100}%` }} aria-hidden="true">
          {filmstrip && (
            <span
              className={styles.thumb}
              data-testid="filmstrip-thumb"
              data-index={filmstripIndex(hover)}
              style={{
                width: filmstrip.width,
                height: filmstrip.height,
                backgroundImage: `url(${filmstrip.url})`,
                backgroundPosition: `-${filmstripIndex(hover) * filmstrip.width}px 0`,
              }}
            />
          )}
          <span className={styles.previewTime}>{formatTime(hover * duration)}</span>
        </div>
      )}
    </div>
  );
}
