import { HEADER_HEIGHT, MOBILE_TRANSITION_WIDTH } from '@rookery/core';

export const MOBILE_QUERY = `(max-width: ${MOBILE_TRANSITION_WIDTH - 0.02}px)`;

/**
 * The layout the page was first drawn in: on the browser the server's guess, written on
 * `<html data-layout>` (server features/shell/layout-guess.ts) and read before watchLayout puts
 * the real one there; on the server, the guess the page is being rendered with (ssr/render-page).
 * Hydration starts from it, so the served markup is what React finds (use-media-query.ts).
 */
let firstLayout: () => string | undefined = () => undefined;

export const isFirstLayoutMobile = () => firstLayout() === 'mobile';

export function setFirstLayout(read: () => string | undefined): void {
  firstLayout = read;
}

/**
 * Styles switch to the mobile layout by `html[data-layout='mobile']` rather than by media queries,
 * so the transition width and header height stay the core constants instead of numbers retyped
 * in every stylesheet.
 */
export function watchLayout(root: HTMLElement = document.documentElement): void {
  const served = root.dataset.layout;
  firstLayout = () => served;
  root.style.setProperty('--header-height', `${HEADER_HEIGHT}px`);
  const list = window.matchMedia(MOBILE_QUERY);
  const apply = () => {
    root.dataset.layout = list.matches ? 'mobile' : 'wide';
  };
  apply();
  list.addEventListener('change', apply);
}
