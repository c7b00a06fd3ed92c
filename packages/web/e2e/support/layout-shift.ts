/**
 * Run in the page: the layout shifts it has had so far, summed as CLS counts them (shifts right
 * after input aside), read 200 ms on so the last frame's shifts are in.
 */
export const layoutShift = () =>
  new Promise<number>((resolve) => {
    let total = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => resolve(total), 200);
  });
