import { CONFETTI_FRAME_MS, CONFETTI_PIECES, CONFETTI_SPEED } from '@rookery/core';
import { useEffect, useRef } from 'react';
import styles from './share-popover.module.css';

const COLOURS = ['#00b8ff', '#ff4930', '#00cf35', '#ff8a00', '#7c5cff', '#ffd400'];
/** How long the pieces fall: long enough to leave the subview's box. */
const FALL_MS = 1500;

interface Piece {
  x: number;
  y: number;
  dx: number;
  spin: number;
}

/**
 * 'Post shared!' rains CONFETTI_PIECES pieces (spec document 2 §9), moved every CONFETTI_FRAME_MS
 * at CONFETTI_SPEED px per ms by writing their transforms, not by re-rendering. Decoration only:
 * hidden from assistive technology, and still for readers who ask for less motion.
 */
export function Confetti() {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const nodes = [...(box.current?.children ?? [])] as HTMLElement[];
    const pieces: Piece[] = nodes.map(() => ({
      x: Math.random() * 100,
      y: -10 - Math.random() * 40,
      dx: (Math.random() - 0.5) * 0.06,
      spin: Math.random() * 360,
    }));
    const draw = () =>
      nodes.forEach((node, i) => {
        const p = pieces[i] as Piece;
        node.style.transform = `translate(${p.x * 3.2}px, ${p.y}px) rotate(${p.spin}deg)`;
      });
    draw();
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const started = performance.now();
    const timer = window.setInterval(() => {
      for (const p of pieces) {
        p.y += CONFETTI_SPEED * CONFETTI_FRAME_MS;
        p.x += p.dx * CONFETTI_FRAME_MS;
        p.spin += 6;
      }
      draw();
      if (performance.now() - started > FALL_MS) window.clearInterval(timer);
    }, CONFETTI_FRAME_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <div ref={box} className={styles.confetti} aria-hidden="true" data-testid="confetti">
      {Array.from({ length: CONFETTI_PIECES }, (_, i) => (
        // The pieces have no identity but their place.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <span key={i} style={{ background: COLOURS[i % COLOURS.length] }} />
      ))}
    </div>
  );
}
