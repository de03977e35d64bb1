// A desktop for a real screen reader: an X display (@foundation/browsers's Xvfb), a D-Bus session with the
// AT-SPI accessibility bus, and Orca on it, speaking through the silent stand-in (silent_speech.py) and logging
// each utterance to its debug file. Everything runs in a home of its own, so the machine's settings (a stored
// Orca profile, GNOME's accessibility switch) neither help nor hinder it. Debian's packages: xvfb, dbus,
// at-spi2-core, orca, xdotool (.ci/run installs them).
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

async function waitFor(condition: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error(`The screen reader's desktop: timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * One desktop at a time on a machine: Orca runs once per user, and a second one (--replace) takes over from the
 * first. Held by a file with the holder's pid; one whose holder has gone is taken over.
 */
const desktopLock = join(tmpdir(), 'orca-desktop.lock');
/** However long another worker's desktop stays up (a whole project of screen-reader tests). */
const LONGEST_LOCK_WAIT_MS = 10 * 60_000;
/** How long starting a desktop may take: waiting for another to stop, then starting (each step within 30 s). */
export const DESKTOP_START_MS = LONGEST_LOCK_WAIT_MS + 2 * 60_000;

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

export interface Desktop {
  /** The environment a program on this desktop runs with (display, session bus, home). */
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
  stop(): Promise<void>;
}

/**
 * Removes the desktop's home. The session bus may have started the document portal (Debian's xdg-desktop-portal,
 * on a bus request from a browser), which mounts a FUSE file system in the runtime directory and, once stopped
 * with the rest, leaves it mounted: unmounted lazily first. A home that still cannot go is left, with a word.
 */
function removeHome(home: string, runtime: string): void {
  const portal = join(runtime, 'doc');
  if (existsSync(portal)) {
    try {
      execFileSync('fusermount', ['-u', '-z', portal], { stdio: 'ignore' });
    } catch {
      // not a mount point, or no fusermount: rmSync says if it matters
    }
  }
  try {
    rmSync(home, { recursive: true, force: true });
  } catch (error) {
    console.warn(`The screen reader's desktop left ${home}: ${(error as Error).message}`);
  }
}

export async function startDesktop(): Promise<Desktop> {
  const missing = desktopUnavailable();
  if (missing) throw new Error(missing);
  const release = await holdTheDesktop();
  const unfavour = favourTheScreenReader();
  const home = mkdtempSync(join(tmpdir(), 'orca-desktop-'));
  const runtime = join(home, 'run');
  const prefs = join(home, 'orca');
  mkdirSync(runtime, { mode: 0o700 });
  mkdirSync(prefs);
  writeFileSync(join(prefs, 'user-settings.conf'), JSON.stringify(orcaSettings, null, 2));
  const children: ChildProcess[] = [];
  // Each in a process group of its own (detached), so that stopping it stops what it started too (the
  // accessibility bus's daemons); and stopped when this process exits, however it exits.
  const stopAll = () => {
    for (const child of children.reverse()) {
      try {
        if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    children.length = 0;
    release();
  };
  process.once('exit', stopAll);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOME: home,
    XDG_RUNTIME_DIR: runtime,
    XDG_CONFIG_HOME: join(home, '.config'),
  };
  delete env.WAYLAND_DISPLAY;

  const xvfb = await startXvfb(env);
  children.push(xvfb.process);
  env.DISPLAY = xvfb.display;

  const busAddress = `unix:path=${join(runtime, 'bus')}`;
  const dbus = spawn('dbus-daemon', ['--session', '--nofork', `--address=${busAddress}`], {
    env,
    detached: true,
    stdio: 'ignore',
  });
  children.push(dbus);
  env.DBUS_SESSION_BUS_ADDRESS = busAddress;
  await waitFor(() => existsSync(join(runtime, 'bus')), 'the D-Bus session');

  // The accessibility bus, with accessibility switched on for every toolkit that asks.
  children.push(
    spawn('/usr/libexec/at-spi-bus-launcher', ['--launch-immediately'], { env, detached: true, stdio: 'ignore' }),
  );
  env.GNOME_ACCESSIBILITY = '1'; // Firefox (GTK)
  env.ACCESSIBILITY_ENABLED = '1'; // Chromium
  env.NO_AT_BRIDGE = '0';

  const debugFile = join(home, 'orca-debug.out');
  // --replace: Orca runs once per user, and one left over from an interrupted run would keep this one from
  // starting. So a suite that uses the desktop runs in one worker (the site's playwright.config.ts).
  const orca = spawn('orca', ['--replace', '-u', prefs, '--debug-file', debugFile], {
    env: { ...env, PYTHONPATH: [here, process.env.PYTHONPATH].filter(Boolean).join(':') },
    detached: true,
    stdio: 'ignore',
  });
  children.push(orca);
  const speech = new SpeechLog(debugFile);
  await waitFor(() => existsSync(debugFile) && speech.said().includes('Screen reader on.'), 'Orca to start');

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
    async stop() {
      unfavour();
      stopAll();
      process.removeListener('exit', stopAll);
      await new Promise((resolve) => setTimeout(resolve, 200));
      // ORCA_KEEP_LOG=1 keeps Orca's debug file, to read what it did and why.
      if (process.env.ORCA_KEEP_LOG) console.log(`Orca's debug file: ${debugFile}`);
      else removeHome(home, runtime);
    },
  };
}
