/**
 * The cookie jar of a Chromium started with a debugging port, set through the DevTools protocol.
 *
 * Lighthouse clears a site's storage before each run but not its cookies, and a `Cookie` header
 * passed as `extraHeaders` is replaced by the jar's as soon as the jar holds any cookie of the site:
 * after a visitor's page had left its visitor cookie, the "signed-in" dashboard was measured as the
 * login page it redirected to. So each run starts from a jar emptied and, for a signed-in page,
 * holding the session, as a browser that has just signed in would.
 */
export async function resetCookies(port: number, siteUrl: string, cookie: string | undefined): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const cookies = (cookie ?? '')
    .split('; ')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: siteUrl, httpOnly: true };
    });
  await browserCalls(version.webSocketDebuggerUrl, [
    { method: 'Storage.clearCookies', params: {} },
    ...(cookies.length ? [{ method: 'Storage.setCookies', params: { cookies } }] : []),
  ]);
}

/** Sends each call on the browser's own target, in order, each after the previous one's answer. */
async function browserCalls(endpoint: string, calls: { method: string; params: object }[]): Promise<void> {
  const socket = new WebSocket(endpoint);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  try {
    for (const [id, call] of calls.entries()) {
      await new Promise<void>((resolve, reject) => {
        const onMessage = (event: MessageEvent) => {
          const answer = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } };
          if (answer.id !== id) return;
          socket.removeEventListener('message', onMessage);
          if (answer.error) reject(new Error(`${call.method}: ${answer.error.message}`));
          else resolve();
        };
        socket.addEventListener('message', onMessage);
        socket.send(JSON.stringify({ id, ...call }));
      });
    }
  } finally {
    socket.close();
  }
}
