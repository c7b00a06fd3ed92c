import type { Bootstrap } from '@rookery/core';

/**
 * The server puts the session into the page (a meta tag with the form key and a JSON script with
 * the Bootstrap); the Vite dev server serves the bare index.html, so both may be missing.
 */
export function readEmbeddedBootstrap(doc: Document = document): Bootstrap | null {
  const script = doc.getElementById('rookery-bootstrap');
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as Bootstrap;
  } catch {
    return null;
  }
}

export function readEmbeddedFormKey(doc: Document = document): string | null {
  return doc.querySelector<HTMLMetaElement>('meta[name="rookery-form-key"]')?.content || null;
}
