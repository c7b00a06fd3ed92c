import { randomBytes } from 'node:crypto';
import { AD_PARTNER_POLL_MS, AD_PARTNER_POLLS, AD_PARTNER_SIZE } from '@rookery/core';

/**
 * The ad partner's slot (spec document 3 §7, issue 20): a page of its own, which the dashboard's
 * rail frames with `sandbox` and without `allow-same-origin`, so the partner's script runs in an
 * opaque origin and can reach neither the page's DOM, nor its form key, nor its cookies. The page
 * loads the partner's script (AD_SCRIPT_URL) beside its ad tag (AD_SLOT_HTML), looks for an ad up
 * to five times a second apart, and tells the page whether one came (core AdPartnerMessage); the
 * page refreshes the frame or removes the slot.
 *
 * Rendered means the partner put something that shows into the slot: an iframe, image, video,
 * canvas, svg or link with a size. Its own markup (AD_SLOT_HTML) is what the operator pasted, so
 * scripts in it get the page's nonce; what those scripts load is trusted through 'strict-dynamic'.
 */
export function partnerSlotPage(
  scriptUrl: string,
  slotHtml: string | undefined,
): { html: string; csp: string } {
  const nonce = randomBytes(16).toString('base64');
  const tag = (slotHtml ?? '').replace(/<script\b/gi, `<script nonce="${nonce}"`);
  const { width, height } = AD_PARTNER_SIZE;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sponsored</title>
<style>html,body{margin:0;overflow:hidden}#ad{width:${width}px;height:${height}px}</style></head>
<body><div id="ad">${tag}</div>
<script nonce="${nonce}">
(function () {
  var tries = 0;
  function tell(what) { parent.postMessage({ rookery_ad_partner: what }, '*'); }
  function rendered() {
    return Array.prototype.some.call(
      document.querySelectorAll('#ad iframe, #ad img, #ad video, #ad canvas, #ad svg, #ad a'),
      function (el) { var box = el.getBoundingClientRect(); return box.width > 0 && box.height > 0; });
  }
  function look() {
    if (rendered()) return tell('rendered');
    if (++tries >= ${AD_PARTNER_POLLS}) return tell('empty');
    setTimeout(look, ${AD_PARTNER_POLL_MS});
  }
  var script = document.createElement('script');
  script.src = ${JSON.stringify(scriptUrl)};
  script.async = true;
  script.onerror = function () { tell('empty'); };
  document.head.appendChild(script);
  setTimeout(look, ${AD_PARTNER_POLL_MS});
})();
</script></body></html>`;
  const csp = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' https: http:`,
    "style-src 'unsafe-inline' https: http:",
    'img-src https: http: data: blob:',
    'media-src https: http: data: blob:',
    'frame-src https: http:',
    'connect-src https: http:',
    'font-src https: http: data:',
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
  return { html, csp };
}
