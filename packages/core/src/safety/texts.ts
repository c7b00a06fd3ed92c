/** Safety's messages, exactly as the spec words them (document 2 §8; document 3 §6). */
export const adultContentTexts = {
  none: 'This content contains sexually explicit content which violates our User Guidelines.',
  available:
    'This post was flagged because we think it contains sexually explicit content which violates our User Guidelines. It has been hidden from others, but not deleted. If you think this was done in error, tap Appeal and a real, live human will review it.',
  inReview: "Your post is in content appeal. Once a decision has been made, we'll send you an email.",
  complete:
    'This post was flagged because it contains sexually explicit content which violates our User Guidelines. It has not been deleted but is now only viewable to you. This decision cannot be appealed.',
  reblog:
    'This post was flagged because somewhere in your reblog there might be sexually explicit content which is a violation of our User Guidelines.',
  afterAppeal: 'Your post is in content appeal',
  reblogAfterAppeal: 'This reblog is in content appeal.',
  appealSent: "Okay! We'll review the status of this and email you when we're done.",
} as const;

/** The sensitive-post notice in safe mode (document 3 §6). */
export const safeModeTexts = {
  sensitiveMedia: 'This post may contain sensitive media',
  safeModeSettings: 'Safe Mode settings',
  whyAmISeeingThis: 'Why am I seeing this?',
  viewAnyway: 'View anyway',
} as const;

/** Where the notices link (document 3 §2). */
export const SAFE_MODE_LINKS = { docs: '/docs/nsfw', setting: '/settings/account#safe_mode' } as const;
