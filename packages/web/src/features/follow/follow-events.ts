/** The events a follow change raises (spec document 1 §4), for whoever logs or reacts to them. */
export const FOLLOW_EVENT = 'rookery:follow';
export const UNFOLLOW_EVENT = 'rookery:unfollow';

export interface FollowEventDetail {
  tumblelog: string;
  /** Where it was done: blog_card, blog_header, follow_page… */
  source: string;
}

export function emitFollowEvent(tumblelog: string, following: boolean, source: string): void {
  window.dispatchEvent(
    new CustomEvent<FollowEventDetail>(following ? FOLLOW_EVENT : UNFOLLOW_EVENT, {
      detail: { tumblelog, source },
    }),
  );
}
