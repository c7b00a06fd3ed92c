import { HEADER_HEIGHT, MOBILE_TRANSITION_WIDTH } from '@rookery/core';

export const MOBILE_QUERY = `(max-width: ${MOBILE_TRANSITION_WIDTH - 0.02}px)`;

/**
 * Styles switch to the mobile layout by `html[data-layout='mobile']` rather than by media queries,
 * so the transition width and header height stay the core constants instead of numbers retyped
 * in every stylesheet.
 */
export function watchLayout(root: HTMLElement = document.documentElement): void {
  root.style.setProperty('--header-height', `${HEADER_HEIGHT}px`);
  const list = window.matchMedia(MOBILE_QUERY);
  const apply = () => {
    root.dataset.layout = list.matches ? 'mobile' : 'wide';
  };
  apply();
  list.addEventListener('change', apply);
}
