/** Macs (and iPads with keyboards) take Alt-based shortcuts; other systems get key sequences (spec document 1 §9). */
export function isApplePlatform(nav: Pick<Navigator, 'platform' | 'userAgent'> = navigator): boolean {
  return /Mac|iPhone|iPad|iPod/i.test(nav.platform || nav.userAgent);
}
