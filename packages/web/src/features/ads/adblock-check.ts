/**
 * The ad-block check (spec document 1 §7: "loads a script from the assets path"): /assets/ads.js
 * (packages/web/public) is a name blockers refuse; it either runs and marks the window, or never
 * does. Checked once per page; every ad event carries the answer as `adblock_enabled`.
 */
const CHECK_SCRIPT = '/assets/ads.js';
let answer: Promise<boolean> | null = null;
let known: boolean | undefined;

/** The answer once it is in: an event sent as the page goes cannot wait for it. */
export const adBlockKnown = (): boolean | undefined => known;

export function adBlockEnabled(): Promise<boolean> {
  answer ??= new Promise<boolean>((resolve) => {
    const script = document.createElement('script');
    script.src = CHECK_SCRIPT;
    script.async = true;
    script.onload = () => resolve(!(window as Window & { __rookeryAdScript?: boolean }).__rookeryAdScript);
    script.onerror = () => resolve(true);
    document.head.append(script);
  });
  void answer.then((blocked) => {
    known = blocked;
  });
  return answer;
}
