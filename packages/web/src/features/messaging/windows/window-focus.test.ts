// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cycleWindows } from './window-focus';

function dock(html: string): HTMLElement {
  document.body.innerHTML = `<div id="dock">${html}</div>`;
  return document.getElementById('dock') as HTMLElement;
}

function tab(from: HTMLElement, root: HTMLElement, shiftKey = false): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
  Object.defineProperty(event, 'target', { value: from });
  cycleWindows(event, root);
  return event;
}

describe('Tab between conversation windows', () => {
  it('goes from a message box to the next window or tab, round the end, and back with Shift', () => {
    const root = dock(`
      <section><button>menu</button><textarea id="a" data-window-stop></textarea></section>
      <section><textarea id="b" data-window-stop></textarea></section>
      <ul><li><button id="t" data-window-stop>tab</button></li></ul>`);
    const [a, b, t] = ['a', 'b', 't'].map((id) => document.getElementById(id) as HTMLElement);
    a?.focus();
    expect(tab(a as HTMLElement, root).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(b);
    tab(b as HTMLElement, root);
    expect(document.activeElement).toBe(t);
    tab(a as HTMLElement, root, true);
    expect(document.activeElement).toBe(t);
  });

  it('leaves Tab alone with one window, and outside the message boxes', () => {
    const root = dock(
      `<section><button id="m">menu</button><textarea id="a" data-window-stop></textarea></section>`,
    );
    expect(tab(document.getElementById('a') as HTMLElement, root).defaultPrevented).toBe(false);
    const two = dock(
      `<button id="m">menu</button><textarea data-window-stop></textarea><textarea data-window-stop></textarea>`,
    );
    expect(tab(document.getElementById('m') as HTMLElement, two).defaultPrevented).toBe(false);
  });
});
