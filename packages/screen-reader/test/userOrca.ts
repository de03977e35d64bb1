// A user's own Orca, for the tests that show the desktop is a good guest beside it: the one already running as this
// user, if there is one (the machine's screen reader), or one started the plain way (its own Xvfb, D-Bus session
// and accessibility bus, then `orca` with no --replace), named "orca" as a user's screen reader is. That one speaks
// through the silent stand-in, as the desktop's does (a speech-dispatcher it started would outlive it).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startXvfb } from '@foundation/browsers';
import { SpeechLog } from '../src/speechLog';

export interface UserOrca {
  /** The Orca process's pid. */
  pid: number;
  /** Whether that process is still alive and still Orca (named "orca", not a pid reused since). */
  running(): boolean;
  stop(): void;
}

const silentSpeech = resolve(import.meta.dirname, '..', 'src');

/** The kernel's name of a live process (what `pgrep -x` matches), or undefined if it has gone (or is a zombie). */
export function processName(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state …": comm may hold spaces and parentheses.
    if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) return undefined;
    return stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
  } catch {
    return undefined;
  }
}

/** The processes of this user named "orca" (as `pgrep -u <uid> -x orca` finds them), each with its command line. */
function orcasOfThisUser(): { pid: number; cmdline: string }[] {
  const uid = process.getuid?.();
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry) && processName(Number(entry)) === 'orca')
    .flatMap((entry) => {
      try {
        const status = readFileSync(`/proc/${entry}/status`, 'utf8');
        if (Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]) !== uid) return [];
        const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
        return [{ pid: Number(entry), cmdline }];
      } catch {
        return [];
      }
    });
}

/**
 * The user's Orca: the one running, or a new one. First waits for the Orca of another copy of an older harness (one
 * named "orca", started with --replace in a home of its own) to go: it would end the user's, or keep a new one
 * from starting. A new one that such a harness ends as it starts is started again (three tries).
 */
export async function startUserOrca(): Promise<UserOrca> {
  const harnessOrca = () => orcasOfThisUser().filter(({ cmdline }) => cmdline.includes('/orca-desktop-'));
  for (let attempt = 1; ; attempt++) {
    await until(() => harnessOrca().length === 0, 'another harness’s Orca to stop', 10 * 60_000);
    const running = orcasOfThisUser()[0];
    if (running) return { pid: running.pid, running: () => processName(running.pid) === 'orca', stop: () => undefined };
    try {
      return await startOrca();
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** A new Orca with a display and buses of its own. */
async function startOrca(): Promise<UserOrca> {
  const home = mkdtempSync(join(tmpdir(), 'users-orca-'));
  const runtime = join(home, 'run');
  const prefs = join(home, 'orca');
  mkdirSync(runtime, { mode: 0o700 });
  mkdirSync(prefs);
  writeFileSync(
    join(prefs, 'user-settings.conf'),
    JSON.stringify({
      general: { speechServerFactory: 'silent_speech', enableBraille: false, enableSound: false, firstStart: false },
      profiles: { default: { profile: ['Default', 'default'] } },
      pronunciations: {},
      keybindings: {},
    }),
  );
  const children: ChildProcess[] = [];
  const stop = () => {
    for (const child of children.reverse()) {
      try {
        if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
    children.length = 0;
    rmSync(home, { recursive: true, force: true });
  };
  try {
    const env: NodeJS.ProcessEnv = { ...process.env, HOME: home, XDG_RUNTIME_DIR: runtime };
    delete env.WAYLAND_DISPLAY;
    const xvfb = await startXvfb(env);
    children.push(xvfb.process);
    env.DISPLAY = xvfb.display;
    const bus = join(runtime, 'bus');
    const start = (command: string, args: string[], childEnv = env) => {
      const child = spawn(command, args, { env: childEnv, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.resume();
      child.stderr.resume();
      children.push(child);
      return child;
    };
    start('dbus-daemon', ['--session', '--nofork', `--address=unix:path=${bus}`]);
    env.DBUS_SESSION_BUS_ADDRESS = `unix:path=${bus}`;
    await until(() => existsSync(bus), 'its D-Bus session');
    start('/usr/libexec/at-spi-bus-launcher', ['--launch-immediately']);
    const debugFile = join(home, 'orca-debug.out');
    const orca = start('orca', ['-u', prefs, '--debug-file', debugFile], { ...env, PYTHONPATH: silentSpeech });
    let said = '';
    orca.stdout.on('data', (chunk: Buffer) => (said += chunk.toString()));
    const speech = new SpeechLog(debugFile);
    await until(
      () => {
        // ("Another Orca process is already running for this session.")
        if (orca.exitCode !== null || orca.signalCode !== null)
          throw new Error(`The user’s Orca exited (${orca.exitCode ?? orca.signalCode}): ${said.trim()}`);
        return existsSync(debugFile) && speech.said().includes('Screen reader on.');
      },
      'the user’s Orca',
      120_000,
    );
    const pid = orca.pid!;
    return {
      pid,
      running: () => orca.exitCode === null && orca.signalCode === null && processName(pid) === 'orca',
      stop,
    };
  } catch (error) {
    stop();
    throw error;
  }
}

async function until(condition: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
