// Debian's nginx on a folder and a server block of the test's own: what it serves, the deployer's two lines
// replaced, a block it cannot use refused with its reason. Skipped where nginx is not installed (CI=true fails).
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { nginxPath, startNginx } from '../src/index';

const installed = nginxPath() !== undefined;
if (!installed && process.env.CI) throw new Error('nginx is not installed: apt-get install -y nginx');

describe('where nginx is found', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is NGINX_PATH, else the first nginx on PATH, else Debian’s in /usr/sbin', () => {
    const folder = mkdtempSync(join(tmpdir(), 'nginx-path-'));
    writeFileSync(join(folder, 'nginx'), '');
    vi.stubEnv('NGINX_PATH', undefined);
    vi.stubEnv('PATH', `${folder}:/usr/bin`);
    expect(nginxPath()).toBe(join(folder, 'nginx'));
    vi.stubEnv('PATH', '/nowhere');
    expect(nginxPath()).toBe(existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : undefined);
    vi.stubEnv('NGINX_PATH', '/opt/nginx/sbin/nginx');
    expect(nginxPath()).toBe('/opt/nginx/sbin/nginx');
    rmSync(folder, { recursive: true });
  });
});

describe.skipIf(!installed)('nginx through a server block', () => {
  let root = '';
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'nginx-test-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Home</title>\n');
    writeFileSync(
      join(root, 'site.conf'),
      [
        'server {',
        '    listen 80;',
        '    listen [::]:80;',
        '    root /var/www/site;',
        '    add_header X-Test "kept" always;',
        '    location / { try_files $uri $uri/ =404; }',
        '}',
        '',
      ].join('\n'),
    );
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('serves the folder on a loopback port, with the block’s own headers, then stops', async () => {
    const nginx = await startNginx({ root, serverBlock: join(root, 'site.conf') });
    try {
      expect(nginx.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const home = await fetch(`${nginx.origin}/`);
      expect(home.status).toBe(200);
      expect(home.headers.get('x-test')).toBe('kept');
      expect(await home.text()).toContain('<title>Home</title>');
      expect((await fetch(`${nginx.origin}/nowhere`)).status).toBe(404);
    } finally {
      await nginx.stop();
    }
    await expect(fetch(`${nginx.origin}/`)).rejects.toThrow();
  });

  it('refuses a block without the lines a deployer sets', async () => {
    writeFileSync(join(root, 'bare.conf'), 'server {\n    location / { }\n}\n');
    await expect(startNginx({ root, serverBlock: join(root, 'bare.conf') })).rejects.toThrow(
      /bare\.conf has no `listen` or one `root`/,
    );
  });

  it('says what nginx -t finds wrong', async () => {
    writeFileSync(join(root, 'wrong.conf'), 'server {\n    listen 80;\n    root /x;\n    no_such_directive on;\n}\n');
    await expect(startNginx({ root, serverBlock: join(root, 'wrong.conf') })).rejects.toThrow(
      /nginx -t refused the configuration:[\s\S]*no_such_directive/,
    );
  });
});
