import { createHash } from 'node:crypto';

/** The message an embed page sends its parent: its height, so the frame fits the post. */
export const SIZE_MESSAGE = 'rookery-embed-size';

/**
 * The embed page's one script: it reports the page's height to the parent on load and whenever it
 * changes (a photo arrives, the window narrows). The height is no secret: any origin may hear it.
 */
export const PAGE_SCRIPT = `(function(){var d=document.body.getAttribute('data-did'),h=0;function s(){var n=Math.ceil(document.documentElement.getBoundingClientRect().height);if(n===h)return;h=n;parent.postMessage({type:'${SIZE_MESSAGE}',did:d,height:n},'*')}if(window.ResizeObserver)new ResizeObserver(s).observe(document.documentElement);addEventListener('load',s);s()})();`;

/** The CSP hash that lets exactly PAGE_SCRIPT run inline. */
export const PAGE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(PAGE_SCRIPT).digest('base64')}'`;

/**
 * /embed/embed.js, pasted beside every embed's iframe: it sizes each of our frames to the height its
 * page reports. A frame is known by the window the message comes from, and only our own origin's
 * messages count; a page with many embeds loads it once and installs the listener once.
 */
export function hostScript(origin: string): string {
  return `(function(){if(window.__rookeryEmbeds)return;window.__rookeryEmbeds=1;addEventListener('message',function(e){var m=e.data;if(e.origin!==${JSON.stringify(origin)}||!m||m.type!=='${SIZE_MESSAGE}'||!(m.height>0))return;var f=document.querySelectorAll('iframe.rookery-embed');for(var i=0;i<f.length;i++)if(f[i].contentWindow===e.source){f[i].style.height=m.height+'px';f[i].setAttribute('height',String(m.height))}})})();`;
}
