// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cleanHtml } from './clean-html';

describe('cleaning pasted HTML to the allowlist', () => {
  it('drops an image with onerror handler and a script with its contents', () => {
    const out = cleanHtml('<p>Hi<img src="x.png" onerror="alert(1)"></p><script>alert(2)</script>');
    expect(out).not.toMatch(/onerror|alert|<script/i);
    expect(out).toBe('<p>Hi<img src="x.png" alt=""></p>');
  });

  it('gives an undescribed image an empty alt', () => {
    expect(cleanHtml('<p><img src="/media/a.jpg"></p>')).toBe('<p><img src="/media/a.jpg" alt=""></p>');
  });

  it('drops the contents of style, noscript and meta, and unwraps unknown elements', () => {
    const out = cleanHtml(
      '<style>p{}</style><noscript>no</noscript><div><span style="color:red">kept</span></div>',
    );
    expect(out).toBe('kept');
  });

  it('renames synonyms onto the allowlist', () => {
    expect(cleanHtml('<h1>T</h1><strong>b</strong><em>i</em><del>s</del>')).toBe(
      '<h2>T</h2><b>b</b><i>i</i><s>s</s>',
    );
  });

  it('keeps only allowed link protocols and attributes', () => {
    expect(cleanHtml('<a href="javascript:alert(1)" onclick="x()">a</a>')).toBe('<a>a</a>');
    expect(cleanHtml('<a href="https://a.example" title="t" target="_blank">a</a>')).toBe(
      '<a href="https://a.example" title="t">a</a>',
    );
    expect(cleanHtml('<a href="/relative">a</a>')).toBe('<a href="/relative">a</a>');
  });

  it('keeps media item attributes and the read-more break', () => {
    const img =
      '<figure data-type="image"><img src="/media/a.png" data-key="k1" data-orig-width="10" data-orig-height="5" alt=""></figure>';
    expect(cleanHtml(img)).toBe(img);
    expect(cleanHtml('<hr class="read-more other" data-label="More">')).toBe('<hr data-label="More">');
    expect(cleanHtml('<hr class="read-more" data-label="More">')).toBe(
      '<hr class="read-more" data-label="More">',
    );
  });

  it('keeps iframes only from embed hosts, and no data: images', () => {
    expect(cleanHtml('<iframe src="https://evil.example/x"></iframe>')).toBe('');
    expect(cleanHtml('<iframe src="https://www.youtube.com/embed/%2e%2e/%2e%2e/x"></iframe>')).toBe('');
    expect(cleanHtml(`<iframe src="${window.location.origin}/ada/post/1"></iframe>`)).toBe('');
    expect(cleanHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe('');
  });

  it('writes a kept iframe as a player frame: address normalised, no sandbox escape, player attributes', () => {
    expect(
      cleanHtml(
        '<iframe src="HTTPS://www.youtube.com:443/embed/aqz-KE-bpKQ#t" width="540" height="x" onload="x()" sandbox="allow-scripts allow-same-origin" allow="camera" referrerpolicy="unsafe-url"></iframe>',
      ),
    ).toBe(
      '<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ" width="540" title="YouTube video" allow="fullscreen; encrypted-media; picture-in-picture" referrerpolicy="strict-origin-when-cross-origin" loading="lazy"></iframe>',
    );
  });

  it('cleans a Word paste to its text and formatting', () => {
    const word =
      '<meta charset="utf-8"><p class="MsoNormal" style="margin:0"><b><span lang="EN">Bold</span></b><o:p></o:p></p>';
    expect(cleanHtml(word)).toBe('<p><b>Bold</b></p>');
  });
});
