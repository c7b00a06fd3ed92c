import type { Migration } from 'kysely/migration';
import * as m0001 from './0001-accounts-and-blogs.js';
import * as m0002 from './0002-posts.js';
import * as m0003 from './0003-media.js';
import * as m0004 from './0004-blog-queue.js';
import * as m0005 from './0005-reading.js';
import * as m0006 from './0006-activity.js';
import * as m0007 from './0007-interactions.js';
import * as m0008 from './0008-social-graph.js';
import * as m0009 from './0009-asks.js';
import * as m0010 from './0010-messaging.js';
import * as m0011 from './0011-rate-limits.js';
import * as m0012 from './0012-two-factor.js';
import * as m0013 from './0013-notification-settings.js';
import * as m0014 from './0014-theme.js';
import * as m0015 from './0015-search.js';
import * as m0016 from './0016-video.js';
import * as m0017 from './0017-gifs.js';
import * as m0018 from './0018-sharing.js';
import * as m0019 from './0019-safety.js';
import * as m0021 from './0021-events.js';
import * as m0022 from './0022-video-logs-to-events.js';
import * as m0023 from './0023-insight.js';
import * as m0024 from './0024-ads.js';
import * as m0025 from './0025-address-blocks.js';
import * as m0026 from './0026-ad-figures.js';
import * as m0027 from './0027-ad-creative.js';
import * as m0028 from './0028-account-export.js';
import * as m0029 from './0029-departed-blogs.js';
import * as m0030 from './0030-imports.js';
import * as m0032 from './0032-blog-domains.js';
import * as m0033 from './0033-rookery-imports.js';
import * as m0034 from './0034-insight-minutes.js';
import * as m0035 from './0035-api-apps.js';
import * as m0039 from './0039-insight-active-days.js';
import * as m0040 from './0040-activity-post-index.js';
import * as m0041 from './0041-blog-heads.js';
import * as m0042 from './0042-blog-heads-vacuum.js';

/** Numbered migrations, in order. Listed here (not read from disk) so the bundled server carries them. */
export const migrations: Record<string, Migration> = {
  '0001-accounts-and-blogs': m0001,
  '0002-posts': m0002,
  '0003-media': m0003,
  '0004-blog-queue': m0004,
  '0005-reading': m0005,
  '0006-activity': m0006,
  '0007-interactions': m0007,
  '0008-social-graph': m0008,
  '0009-asks': m0009,
  '0010-messaging': m0010,
  '0011-rate-limits': m0011,
  '0012-two-factor': m0012,
  '0013-notification-settings': m0013,
  '0014-theme': m0014,
  '0015-search': m0015,
  '0016-video': m0016,
  '0017-gifs': m0017,
  '0018-sharing': m0018,
  '0019-safety': m0019,
  // 0020 is kept for the moderation branch (issue 19).
  '0021-events': m0021,
  '0022-video-logs-to-events': m0022,
  '0023-insight': m0023,
  '0024-ads': m0024,
  '0025-address-blocks': m0025,
  '0026-ad-figures': m0026,
  '0027-ad-creative': m0027,
  '0028-account-export': m0028,
  '0029-departed-blogs': m0029,
  '0030-imports': m0030,
  '0032-blog-domains': m0032,
  '0033-rookery-imports': m0033,
  '0034-insight-minutes': m0034,
  '0035-api-apps': m0035,
  '0039-insight-active-days': m0039,
  '0040-activity-post-index': m0040,
  '0041-blog-heads': m0041,
  '0042-blog-heads-vacuum': m0042,
};
