// A desktop for a real screen reader: an X display (@foundation/browsers's Xvfb), a D-Bus session with the
// AT-SPI accessibility bus, and Orca on it, speaking through the silent stand-in (silent_speech.py) and logging
// each utterance to its debug file. Everything runs in a home of its own, so the machine's settings (a stored
// Orca profile, GNOME's accessibility switch) neither help nor hinder it. A good guest: its Orca (orca_guest.py)
// neither ends nor is seen by an Orca it did not start (the user's own screen reader), and every process it
// starts carries DESKTOP_TAG in its environment, so that stopping, or a start that fails, ends all of them and
// nothing else. Debian's packages: xvfb, dbus, at-spi2-core, orca, xdotool (.ci/run installs them).
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startXvfb } from '@foundation/browsers';
import { favourTheScreenReader } from './priority';
import { SpeechLog } from './speechLog';

const here = dirname(fileURLToPath(import.meta.url));

/** The Debian packages the desktop needs, by the program that shows each is there. */
const requiredPrograms = {
  Xvfb: 'xvfb',
  'dbus-daemon': 'dbus',
  orca: 'orca',
  xdotool: 'xdotool',
  '/usr/libexec/at-spi-bus-launcher': 'at-spi2-core',
} as const;

function programExists(program: string): boolean {
  if (program.startsWith('/')) return existsSync(program);
  try {
    execFileSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Why the desktop cannot start on this machine (the Debian packages it lacks), or undefined if it can. */
export function desktopUnavailable(): string | undefined {
  const missing = Object.entries(requiredPrograms)
    .filter(([program]) => !programExists(program))
    .map(([, pkg]) => pkg);
  if (missing.length)
    return `The screen reader's desktop needs Debian's ${missing.join(', ')}: apt-get install -y ${missing.join(' ')}`;
}

/**
 * Orca's settings: the stand-in speech server, no sound or braille, and no Say All when a page loads (each test
 * reads the page when it means to, so what loading says stays short: the title and the page's summary).
 * Everything else is Orca's default, as a visitor who has just installed it has it.
 */
const orcaSettings = {
  general: {
    speechServerFactory: 'silent_speech',
    speechServerInfo: null,
    enableSpeech: true,
    firstStart: false,
    enableBraille: false,
    enableSound: false,
    sayAllOnLoad: false,
  },
  profiles: { default: { profile: ['Default', 'default'] } },
  pronunciations: {},
  keybindings: {},
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function timedOut(what: string): Error {
  return new Error(`The screen reader's desktop: timed out waiting for ${what}`);
}

async function waitFor(condition: () => boolean, what: string, deadline = Date.now() + 30_000): Promise<void> {
  while (!condition()) {
    if (Date.now() > deadline) throw timedOut(what);
    await sleep(100);
  }
}

/** The promise, or a timeout at the deadline (the promise's own later failure is then nobody's to report). */
function before<T>(deadline: number, what: string, promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timedOut(what)), Math.max(0, deadline - Date.now()));
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * One desktop at a time on a machine, for timing: two Orcas, each with its browser, on a machine of two cores
 * slow each other down, and a starved Orca drops a browser's events. Held by a file with the holder's pid; one
 * whose holder has gone is taken over.
 */
const desktopLock = join(tmpdir(), 'orca-desktop.lock');
/** However long another worker's desktop stays up (a whole project of screen-reader tests). */
const LONGEST_LOCK_WAIT_MS = 10 * 60_000;
/** How long starting a desktop may take once no other runs (Xvfb, the buses, Orca), unless told otherwise. */
const START_TIMEOUT_MS = 90_000;
/** How long starting a desktop may take: waiting for another to stop, then starting. */
export const DESKTOP_START_MS = LONGEST_LOCK_WAIT_MS + 2 * 60_000;

/**
 * The variable in the environment of every process a desktop starts (Xvfb, D-Bus, the accessibility bus, Orca,
 * what the bus starts on demand, the browser on it): `<pid of the process that started it>-<random>`, one value
 * per desktop. Stopping the desktop ends each process with its value, and only those.
 */
export const DESKTOP_TAG = 'SCREEN_READER_DESKTOP';

/** Each process whose environment has DESKTOP_TAG, with its value (processes of other users cannot be read). */
export function taggedProcesses(): { pid: number; tag: string }[] {
  const found: { pid: number; tag: string }[] = [];
  const prefix = `${DESKTOP_TAG}=`;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let environ: string;
    try {
      environ = readFileSync(`/proc/${entry}/environ`, 'latin1');
    } catch {
      continue; // gone, or not ours to read
    }
    const variable = environ.split('\0').find((item) => item.startsWith(prefix));
    if (variable) found.push({ pid: Number(entry), tag: variable.slice(prefix.length) });
  }
  return found;
}

/** Sends SIGKILL to every process that carries one of these tags; the pids it sent it to. */
function killTagged(belongs: (tag: string) => boolean): number[] {
  const pids = taggedProcesses()
    .filter(({ tag }) => belongs(tag))
    .map(({ pid }) => pid);
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Waits until no other desktop runs on this machine, then holds the lock; returns its release. */
async function holdTheDesktop(): Promise<() => void> {
  const start = Date.now();
  for (;;) {
    try {
      writeFileSync(desktopLock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder = 0;
    try {
      holder = Number(readFileSync(desktopLock, 'utf8'));
    } catch {
      continue; // released meanwhile
    }
    if (holder && !isAlive(holder)) rmSync(desktopLock, { force: true });
    // (An empty file: its holder is writing its pid.)
    else if (Date.now() - start > LONGEST_LOCK_WAIT_MS)
      throw new Error(`The screen reader's desktop: another one (process ${holder}) kept ${desktopLock}`);
    else await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return () => {
    try {
      if (readFileSync(desktopLock, 'utf8') === String(process.pid)) rmSync(desktopLock, { force: true });
    } catch {
      // already gone
    }
  };
}

/**
 * Ends what desktops of processes that have gone left running (a run killed before it could stop its desktop):
 * processes tagged by a process that is no longer alive. Called with the lock held.
 */
function endLeftovers(): void {
  killTagged((tag) => {
    const owner = Number(tag.split('-')[0]);
    return Number.isInteger(owner) && owner > 0 && owner !== process.pid && !isAlive(owner);
  });
}

export interface DesktopOptions {
  /**
   * How long the start may take once no other desktop runs (Xvfb, the D-Bus session, Orca saying "Screen reader
   * on."): 90 s unless told. A start that takes longer fails and ends all it had started.
   */
  startTimeoutMs?: number;
}

export interface Desktop {
  /** The environment a program on this desktop runs with (display, session bus, home, DESKTOP_TAG). */
  env: NodeJS.ProcessEnv;
  /** What Orca has said, read from its debug file. */
  speech: SpeechLog;
  /** Orca's debug file: every event it handled and what it made of it. */
  debugFile: string;
  /**
   * Sends keys as real X events (XTEST), the way a keyboard does: Orca hears them before the browser. xdotool's
   * names, chords with "+" (shift+Tab); `delayMs` between keys.
   */
  keys(keys: string[], delayMs?: number): void;
  /** Gives the X window of this process the keyboard focus (there is no window manager to do it). */
  focusWindowOf(pid: number): Promise<void>;
  /** Ends every process the desktop started (a browser left open on it too) and removes its home. */
  stop(): Promise<void>;
}

/** The mount points under `dir`, from /proc/self/mountinfo (its fifth field, with spaces and such as \\ooo). */
function mountsUnder(dir: string): string[] {
  let mountinfo = '';
  try {
    mountinfo = readFileSync('/proc/self/mountinfo', 'utf8');
  } catch {
    return [];
  }
  return mountinfo
    .split('\n')
    .map((line) => line.split(' ')[4] ?? '')
    .map((field) => field.replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(parseInt(octal, 8))))
    .filter((mountPoint) => mountPoint.startsWith(`${dir}/`))
    .sort((a, b) => b.length - a.length);
}

/**
 * Removes the desktop's home. The session bus may have started the document portal (Debian's xdg-desktop-portal,
 * on a bus request from a browser), which mounts a FUSE file system in the runtime directory (run/doc); ended with
 * the rest, it leaves the mount behind, no longer connected (stat fails on it, and rm then tried to unlink it as a
 * file: EISDIR). Each mount under the home is unmounted lazily first. A home that still cannot go is left, with a
 * word.
 */
function removeHome(home: string): void {
  for (const mountPoint of mountsUnder(home)) {
    for (const [program, ...args] of [
      ['fusermount3', '-u', '-z'],
      ['fusermount', '-u', '-z'],
      ['umount', '-l'],
    ]) {
      try {
        execFileSync(program!, [...args, mountPoint], { stdio: 'ignore' });
        break;
      } catch {
        // not there, or not allowed: the next one
      }
    }
  }
  try {
    rmSync(home, { recursive: true, force: true });
  } catch (error) {
    console.warn(`The screen reader's desktop left ${home}: ${(error as Error).message}`);
  }
}

/** Orca's launcher (a Python script) and the Python it names on its first line. */
function orcaLauncher(): { python: string; launcher: string } {
  const launcher = execFileSync('sh', ['-c', 'command -v orca'], { encoding: 'utf8' }).trim();
  const firstLine = readFileSync(launcher, 'utf8').split('\n', 1)[0] ?? '';
  const shebang = /^#!\s*(\S+)(?:\s+(\S+))?/.exec(firstLine);
  // "#!/usr/bin/python3", or "#!/usr/bin/env python3"
  const python = shebang ? (shebang[1]!.endsWith('/env') && shebang[2] ? shebang[2] : shebang[1]!) : 'python3';
  return { python, launcher };
}

export async function startDesktop(options: DesktopOptions = {}): Promise<Desktop> {
  const missing = desktopUnavailable();
  if (missing) throw new Error(missing);
  const release = await holdTheDesktop();
  endLeftovers();
  const deadline = Date.now() + (options.startTimeoutMs ?? START_TIMEOUT_MS);
  const unfavour = favourTheScreenReader();
  const tag = `${process.pid}-${randomBytes(6).toString('hex')}`;
  const home = mkdtempSync(join(tmpdir(), 'orca-desktop-'));
  const runtime = join(home, 'run');
  const prefs = join(home, 'orca');
  const children: ChildProcess[] = [];
  // Each in a process group of its own (detached), so that stopping it stops what it started too (the
  // accessibility bus's daemons); then whatever else carries the desktop's tag (what the session bus started on
  // demand, a browser left open), until none is left. Also when this process exits, however it exits.
  const killAll = () => {
    for (const child of children.reverse()) {
      try {
        if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    children.length = 0;
    return killTagged((other) => other === tag);
  };
  const onExit = () => {
    killAll();
    release();
  };
  process.once('exit', onExit);
  let stopped = false;
  const stopAll = async () => {
    if (stopped) return;
    stopped = true;
    unfavour();
    // A process killed a moment ago may have started another (the bus activating a service), and one just spawned
    // may not carry the tag yet (forked, not yet executed): again, at least three times, until none is left.
    for (let round = 0; round < 50 && (killAll().length || round < 3); round++) await sleep(100);
    process.removeListener('exit', onExit);
    // ORCA_KEEP_LOG=1 keeps Orca's debug file, to read what it did and why.
    if (process.env.ORCA_KEEP_LOG) console.log(`Orca's debug file: ${join(home, 'orca-debug.out')}`);
    else removeHome(home);
    release();
  };

  try {
    mkdirSync(runtime, { mode: 0o700 });
    mkdirSync(prefs);
    writeFileSync(join(prefs, 'user-settings.conf'), JSON.stringify(orcaSettings, null, 2));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      HOME: home,
      XDG_RUNTIME_DIR: runtime,
      XDG_CONFIG_HOME: join(home, '.config'),
      [DESKTOP_TAG]: tag,
    };
    delete env.WAYLAND_DISPLAY;
    const spawnDetached = (command: string, args: string[], childEnv = env) => {
      const child = spawn(command, args, { env: childEnv, detached: true, stdio: 'ignore' });
      child.on('error', () => undefined); // a program that cannot start: the wait for it says so
      children.push(child);
      return child;
    };

    const xvfb = await before(deadline, 'Xvfb', startXvfb(env));
    children.push(xvfb.process);
    env.DISPLAY = xvfb.display;

    const busAddress = `unix:path=${join(runtime, 'bus')}`;
    spawnDetached('dbus-daemon', ['--session', '--nofork', `--address=${busAddress}`]);
    env.DBUS_SESSION_BUS_ADDRESS = busAddress;
    await waitFor(() => existsSync(join(runtime, 'bus')), 'the D-Bus session', deadline);

    // The accessibility bus, with accessibility switched on for every toolkit that asks.
    spawnDetached('/usr/libexec/at-spi-bus-launcher', ['--launch-immediately']);
    env.GNOME_ACCESSIBILITY = '1'; // Firefox (GTK)
    env.ACCESSIBILITY_ENABLED = '1'; // Chromium
    env.NO_AT_BRIDGE = '0';

    const debugFile = join(home, 'orca-debug.out');
    // Orca's own launcher through orca_guest.py: named "orca-guest", it neither looks for nor ends another Orca,
    // so the user's own screen reader keeps running, and this one starts beside it (no --replace).
    const { python, launcher } = orcaLauncher();
    spawnDetached(python, [join(here, 'orca_guest.py'), launcher, '-u', prefs, '--debug-file', debugFile], {
      ...env,
      PYTHONPATH: [here, process.env.PYTHONPATH].filter(Boolean).join(':'),
    });
    const speech = new SpeechLog(debugFile);
    await waitFor(
      () => existsSync(debugFile) && speech.said().includes('Screen reader on.'),
      'Orca to start',
      deadline,
    );

    const xdotool = (...args: string[]) => execFileSync('xdotool', args, { env, encoding: 'utf8' });
    return {
      env,
      speech,
      debugFile,
      keys: (keys, delayMs = 90) => void xdotool('key', '--delay', String(delayMs), ...keys),
      async focusWindowOf(pid) {
        let window = '';
        await waitFor(() => {
          try {
            window = xdotool('search', '--onlyvisible', '--pid', String(pid)).trim().split('\n').at(-1) ?? '';
          } catch {
            window = '';
          }
          return !!window;
        }, `a window of process ${pid}`);
        xdotool('windowfocus', '--sync', window);
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
