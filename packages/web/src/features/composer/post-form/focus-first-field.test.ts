// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { focusFirstField } from './focus-first-field';

afterEach(() => document.body.replaceChildren());

describe('focusing the form’s first field', () => {
  it('focuses it at once when it is there', () => {
    document.body.innerHTML = '<div id="f"><input id="a"><input id="b"></div>';
    focusFirstField(document.getElementById('f'));
    expect(document.activeElement?.id).toBe('a');
  });

  it('waits for an editor that draws its field later, then focuses it', async () => {
    document.body.innerHTML = '<div id="f"><div id="t" contenteditable="false"></div></div>';
    focusFirstField(document.getElementById('f'));
    expect(document.activeElement).toBe(document.body);
    document.getElementById('t')!.setAttribute('contenteditable', 'true');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement?.id).toBe('t');
  });

  it('stops waiting when the form closes', async () => {
    document.body.innerHTML = '<div id="f"></div>';
    const stop = focusFirstField(document.getElementById('f'));
    stop();
    document.getElementById('f')!.innerHTML = '<input id="late">';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(document.body);
  });
});
