// The holding proxy in front of an upstream of the test's own: everything passes through as the upstream answers
// it, except the app's code while it is held, which waits for release().
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHoldingProxy } from '../src/index';

describe('the holding proxy', () => {
  let upstream: Server;
  let origin = '';
  beforeAll(async () => {
    upstream = createServer((request, response) => {
      response.writeHead(request.url === '/missing' ? 404 : 200, { 'x-upstream': 'yes' });
      response.end(`${request.method} ${request.url}`);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

  it('passes answers through, status and headers included', async () => {
    const proxy = await startHoldingProxy(origin);
    try {
      const page = await fetch(`${proxy.origin}/blog`);
      expect([page.status, page.headers.get('x-upstream'), await page.text()]).toEqual([200, 'yes', 'GET /blog']);
      expect((await fetch(`${proxy.origin}/missing`)).status).toBe(404);
    } finally {
      await proxy.close();
    }
  });

  it('holds the app’s code until release(), and nothing else', async () => {
    const proxy = await startHoldingProxy(origin);
    try {
      proxy.hold();
      let arrived = false;
      const script = fetch(`${proxy.origin}/assets/app-1234.js`).then(async (answer) => {
        arrived = true;
        return answer.text();
      });
      expect(await (await fetch(`${proxy.origin}/assets/style.css`)).text()).toBe('GET /assets/style.css');
      await expect.poll(() => proxy.waiting()).toBe(1);
      expect(arrived).toBe(false);
      proxy.release();
      expect(await script).toBe('GET /assets/app-1234.js');
      expect(proxy.waiting()).toBe(0);
    } finally {
      await proxy.close();
    }
  });

  it('holds what another pattern names', async () => {
    const proxy = await startHoldingProxy(origin, /^\/static\/.+\.mjs$/);
    try {
      proxy.hold();
      expect(await (await fetch(`${proxy.origin}/assets/app.js`)).text()).toBe('GET /assets/app.js');
      const held = fetch(`${proxy.origin}/static/main.mjs`);
      await expect.poll(() => proxy.waiting()).toBe(1);
      proxy.release();
      expect(await (await held).text()).toBe('GET /static/main.mjs');
    } finally {
      await proxy.close();
    }
  });
});
