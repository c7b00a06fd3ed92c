import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import styles from './insight-page.module.css';

export interface ChartSeries {
  label: string;
  color: string;
  /** One value per time in `times`. */
  values: number[];
}

interface ChartProps {
  title: string;
  /** Epoch seconds, ascending. */
  times: number[];
  series: ChartSeries[];
  /** The range asked for (epoch seconds): the axis spans it, however few the times. */
  range: [number, number];
  /** Nothing was counted: a sentence rather than a flat line. */
  empty: boolean;
}

/**
 * One time chart (uPlot: canvas, small and fast over a year of hours), as wide as its card and
 * drawn again when the card's width changes. A table of the same figures follows it for screen
 * readers and for reading exact numbers.
 */
export function Chart({ title, times, series, range, empty }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height: 220,
        // A lone time would make uPlot guess a span of years around it.
        scales: { x: { time: true, range: () => range } },
        series: [
          {},
          ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2, points: { show: false } })),
        ],
        axes: [{}, { size: 56 }],
        legend: { show: series.length > 1 },
        cursor: { drag: { x: false, y: false } },
      },
      [times, ...series.map((s) => s.values)],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: 220 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [times, series, range]);

  const total = (s: ChartSeries) => s.values.reduce((a, b) => a + b, 0);
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartTitle}>{title}</figcaption>
      {empty ? (
        <p className={styles.empty}>Nothing counted in this range yet.</p>
      ) : (
        <div ref={box} className={styles.plot} role="img" aria-label={`${title}: chart`} />
      )}
      <p className={styles.totals}>
        {series.map((s) => (
          <span key={s.label}>
            <span className={styles.swatch} style={{ background: s.color }} aria-hidden="true" />
            {s.label}: {total(s).toLocaleString('en')}
          </span>
        ))}
      </p>
    </figure>
  );
}
