import type { Config } from '../../config.js';
import { accountExportCalls } from '../account-export/openapi.js';
import { accountCalls } from '../accounts/openapi.js';
import { activityCalls } from '../activity/openapi.js';
import { adCalls } from '../ads/openapi.js';
import { askCalls } from '../asks/openapi.js';
import { blockCalls } from '../blocks/openapi.js';
import { blogCardCalls } from '../blog-card/openapi.js';
import { blogHostCalls } from '../blog-hosts/openapi.js';
import { blogCalls } from '../blogs/openapi.js';
import { dashboardCalls } from '../dashboard/openapi.js';
import { embedCalls } from '../embeds/openapi.js';
import { exploreCalls } from '../explore/openapi.js';
import { feedCalls } from '../feeds/openapi.js';
import { gifCalls } from '../gifs/openapi.js';
import { imageProxyCalls } from '../image-proxy/openapi.js';
import { importCalls } from '../imports/openapi.js';
import { inboxCalls } from '../inbox/openapi.js';
import { insightCalls } from '../insight/openapi.js';
import { likeCalls } from '../likes/openapi.js';
import { loggingCalls } from '../logging/openapi.js';
import { mediaCalls } from '../media/openapi.js';
import { messagingCalls } from '../messaging/openapi.js';
import { moderationCalls } from '../moderation/openapi.js';
import { postCalls } from '../posts/openapi.js';
import { promoteCalls } from '../promote/openapi.js';
import { pushCalls } from '../push/openapi.js';
import { queueCalls } from '../queue/openapi.js';
import { reblogCalls } from '../reblogs/openapi.js';
import { replyCalls } from '../replies/openapi.js';
import { reportCalls } from '../reports/openapi.js';
import { searchCalls } from '../search/openapi.js';
import { seoCalls } from '../seo/openapi.js';
import { shareCalls } from '../share/openapi.js';
import { shellCalls } from '../shell/openapi.js';
import { socialCalls } from '../social/openapi.js';
import { submissionCalls } from '../submissions/openapi.js';
import { subscriptionCalls } from '../subscriptions/openapi.js';
import { suggestedBlogCalls } from '../suggested-blogs/openapi.js';
import { taggedCalls } from '../tagged/openapi.js';
import { tumblrApiCalls } from '../tumblr-api/openapi.js';
import type { FeatureCalls } from './call-description.js';
import { openApiCalls } from './openapi.js';

/**
 * Every feature's descriptions (each feature's `openapi.ts`), in the reference page's order: a new
 * feature adds its own here. The config names the addresses it sets (the pixel's).
 */
export function describedFeatures(config: Pick<Config, 'pixelPath'>): FeatureCalls[] {
  return [
    accountCalls,
    accountExportCalls,
    blogCalls,
    importCalls,
    postCalls,
    dashboardCalls,
    exploreCalls,
    taggedCalls,
    searchCalls,
    likeCalls,
    reblogCalls,
    replyCalls,
    socialCalls,
    subscriptionCalls,
    blockCalls,
    blogCardCalls,
    suggestedBlogCalls,
    askCalls,
    submissionCalls,
    inboxCalls,
    queueCalls,
    activityCalls,
    messagingCalls,
    pushCalls,
    mediaCalls,
    gifCalls,
    embedCalls,
    shareCalls,
    promoteCalls,
    reportCalls,
    moderationCalls,
    insightCalls,
    adCalls,
    loggingCalls(config.pixelPath),
    blogHostCalls,
    feedCalls,
    seoCalls,
    imageProxyCalls,
    tumblrApiCalls,
    shellCalls,
    openApiCalls,
  ];
}
