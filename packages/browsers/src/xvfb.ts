// An X display for browsers that cannot run without one (WebKitGTK's MiniBrowser has no headless mode) and for
// the screen reader's desktop: Xvfb on the first free display number, which it reports on -displayfd once it
// is ready. Debian's xvfb (.ci/run installs it).
import { spawn, type ChildProcess } from 'node:child_process';

/** The screen's size: Xvfb puts the pointer at its centre. */
export const screenSize = { width: 1280, height: 1024 } as const;

export interface XDisplay {
  /** The DISPLAY value, e.g. ":1". */
  display: string;
  /** The Xvfb process, in a process group of its own (detached). */
  process: ChildProcess;
  stop(): void;
}

/** Reads the display number Xvfb writes to its -displayfd once it is ready. */
function displayNumber(xvfb: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const pipe = xvfb.stdio[3];
    if (!pipe) return reject(new Error('Xvfb has no display pipe'));
    pipe.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out.trim());
    });
    xvfb.once('error', (error) =>
      reject(new Error(`Xvfb could not start (${error.message}): apt-get install -y xvfb`)),
    );
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${String(code)}) before it was ready`)));
  });
}

/** Starts Xvfb with one screen of screenSize; stopped by stop(), or when this process exits. */
export async function startXvfb(env: NodeJS.ProcessEnv = process.env): Promise<XDisplay> {
  const screen = `${screenSize.width}x${screenSize.height}x24`;
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', screen, '-nolisten', 'tcp'], {
    env,
    detached: true,
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const stop = () => {
    try {
      if (xvfb.pid && xvfb.exitCode === null) process.kill(-xvfb.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.once('exit', stop);
  try {
    return { display: `:${await displayNumber(xvfb)}`, process: xvfb, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
