// Debian's nginx serving a build through the server block it comes with, as a deployer runs it: the file is
// included unchanged but for the two lines a deployer sets (`listen` and `root`), in an http block like Debian's
// own /etc/nginx/nginx.conf. It runs in the foreground on a free loopback port, with its pid, logs
// and temporary files in a folder of its own, and is stopped (and the folder removed) when the tests are done.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { delimiter, join } from 'node:path';

/** NGINX_PATH, else the first `nginx` on PATH or in /usr/sbin (Debian's, which a user's PATH may not name). */
export function nginxPath(): string | undefined {
  if (process.env.NGINX_PATH) return process.env.NGINX_PATH;
  const folders = [...(process.env.PATH ?? '').split(delimiter).filter(Boolean), '/usr/sbin'];
  return folders.map((folder) => join(folder, 'nginx')).find((file) => existsSync(file));
}

/** A port no one listens on now, on the loopback interface. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface NginxOptions {
  /** The folder served (the server block's `root` is set to it). */
  root: string;
  /** The server block file, with its `listen` lines and one `root` line, each indented by four spaces. */
  serverBlock: string;
}

/**
 * The server block as it was written, with its `listen` lines replaced by one loopback port and its `root` set to
 * the folder served. Fails if either is not there exactly as a deployer finds it.
 */
function siteConfig(port: number, { root, serverBlock }: NginxOptions): string {
  const config = readFileSync(serverBlock, 'utf8');
  const listens = config.match(/^ {4}listen [^;]+;\n/gm) ?? [];
  const roots = config.match(/^ {4}root [^;]+;\n/gm) ?? [];
  if (listens.length === 0 || roots.length !== 1) throw new Error(`${serverBlock} has no \`listen\` or one \`root\`.`);
  return config
    .replace(listens.join(''), `    listen 127.0.0.1:${port};\n`)
    .replace(roots[0], `    root ${JSON.stringify(root)};\n`);
}

/** The main configuration: Debian's http settings, with every file nginx writes in `folder`. */
function mainConfig(folder: string): string {
  return [
    // As root, nginx's workers would switch to `nobody`, who may not read the checkout: they run as its reader.
    process.getuid?.() === 0 ? `user ${userInfo().username};` : '',
    'daemon off;',
    'worker_processes 1;',
    `pid ${folder}/nginx.pid;`,
    `error_log ${folder}/error.log warn;`,
    'events { worker_connections 256; }',
    'http {',
    // Debian's /etc/nginx/nginx.conf, less its logs, TLS and the sites it includes.
    '    sendfile on;',
    '    tcp_nopush on;',
    '    types_hash_max_size 2048;',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    gzip on;',
    '    access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${folder}/${kind};`),
    `    include ${folder}/site.conf;`,
    '}',
    '',
  ].join('\n');
}

export interface Nginx {
  origin: string;
  /** What nginx wrote to its error log. */
  errorLog(): string;
  stop(): Promise<void>;
}

async function answers(origin: string, child: ChildProcess): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    if (child.exitCode !== null) throw new Error(`nginx stopped with code ${child.exitCode}`);
    try {
      await fetch(`${origin}/`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`nginx did not answer at ${origin}`);
}

/** Starts nginx with the server block; `nginx -t` first, so a configuration error says what it is. */
export async function startNginx(options: NginxOptions): Promise<Nginx> {
  const nginxBinary = nginxPath();
  if (!nginxBinary) throw new Error('nginx is not installed (apt-get install -y nginx), or set NGINX_PATH');
  const folder = mkdtempSync(join(tmpdir(), 'nginx-'));
  const port = await freePort();
  writeFileSync(join(folder, 'site.conf'), siteConfig(port, options));
  writeFileSync(join(folder, 'nginx.conf'), mainConfig(folder));
  const args = ['-p', folder, '-c', join(folder, 'nginx.conf'), '-e', join(folder, 'error.log')];
  const errorLog = () => {
    try {
      return readFileSync(join(folder, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };

  const check = spawn(nginxBinary, [...args, '-t', '-q'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let checkOutput = '';
  check.stderr.on('data', (chunk: Buffer) => (checkOutput += chunk.toString()));
  const checked = await new Promise<number | null>((resolve) => check.on('exit', resolve));
  if (checked !== 0) throw new Error(`nginx -t refused the configuration:\n${checkOutput}${errorLog()}`);

  const child = spawn(nginxBinary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  try {
    await answers(origin, child);
  } catch (error) {
    child.kill('SIGTERM');
    await exited;
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n${output}${errorLog()}`);
  }
  return {
    origin,
    errorLog: () => output + errorLog(),
    async stop() {
      // SIGQUIT: nginx's graceful shutdown (the workers finish what they serve, then all exit).
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
