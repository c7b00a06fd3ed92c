// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { convertText } from './convert-mode';
import { embedAddress } from './embed-address';

describe('switching editor type', () => {
  it('keeps rich content as it is in HTML, and back', () => {
    const html = '<p><b>Hello</b> <a href="https://a.example">there</a></p>';
    expect(convertText(html, 'rich', 'html')).toBe(html);
    expect(convertText(html, 'html', 'rich')).toBe(html);
  });

  it('cleans HTML on its way into the rich editor', () => {
    expect(convertText('<p onclick="x()">a</p><script>b</script>', 'html', 'rich')).toBe('<p>a</p>');
  });

  it('converts between Markdown and HTML', () => {
    expect(convertText('## Hi\n\n**bold**', 'markdown', 'rich')).toBe('<h2>Hi</h2>\n<p><b>bold</b></p>\n');
    expect(convertText('<h2>Hi</h2><p><b>bold</b></p>', 'rich', 'markdown')).toBe('## Hi\n\n**bold**');
  });
});

describe('embed addresses', () => {
  it('turns watch pages into player addresses and refuses other hosts', () => {
    expect(embedAddress('https://www.youtube.com/watch?v=aqz-KE-bpKQ')).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    );
    expect(embedAddress('https://youtu.be/aqz-KE-bpKQ?si=x')).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    );
    expect(embedAddress('https://www.youtube.com/shorts/aqz-KE-bpKQ')).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    );
    expect(embedAddress('<iframe src="https://player.vimeo.com/video/1"></iframe>')).toBe(
      'https://player.vimeo.com/video/1',
    );
    expect(embedAddress('https://evil.example/embed/x')).toBeNull();
    expect(embedAddress('https://www.youtube.com/embed/%2e%2e/%2e%2e/x')).toBeNull();
    expect(embedAddress('https://www.youtube.com/watch?v=../../x')).toBeNull();
    expect(embedAddress(`${window.location.origin}/ada/post/1`)).toBeNull();
    expect(embedAddress('not a link')).toBeNull();
  });
});
