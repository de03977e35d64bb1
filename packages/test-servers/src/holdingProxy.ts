// A pass-through in front of a suite's static server that can hold back the app's code: with it held, a page
// stays as it is before the app for as long as a test needs, in any browser (those driven over WebDriver
// cannot intercept requests themselves). Everything else, headers included, is the real server's answer.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The app's scripts by default: everything the page fetches from /assets/ that is JavaScript (a Vite build's). */
const viteAppCode = /^\/assets\/.+\.js(\?|$)/;

export interface HoldingProxy {
  /** This proxy's origin, e.g. http://127.0.0.1:40123. */
  origin: string;
  /** From now on, requests for the app's code wait until release(). */
  hold(): void;
  /** Lets every waiting request, and every later one, through. */
  release(): void;
  /** How many requests for the app's code are waiting. */
  waiting(): number;
  close(): Promise<void>;
}

/**
 * Starts the proxy on a free loopback port in front of `target` (an origin). `appCode`: the paths that hold() holds
 * back (default: JavaScript under /assets/).
 */
export async function startHoldingProxy(target: string, appCode: RegExp = viteAppCode): Promise<HoldingProxy> {
  const upstream = new URL(target);
  let holding = false;
  const held: (() => void)[] = [];

  const forward = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const proxied = request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    proxied.on('error', () => outgoing.destroy());
    incoming.pipe(proxied);
  };

  const server = createServer((incoming, outgoing) => {
    if (holding && appCode.test(incoming.url ?? '')) held.push(() => forward(incoming, outgoing));
    else forward(incoming, outgoing);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hold: () => void (holding = true),
    release() {
      holding = false;
      for (const go of held.splice(0)) go();
    },
    waiting: () => held.length,
    close: () =>
      new Promise<void>((resolve) => {
        for (const go of held.splice(0)) go();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
