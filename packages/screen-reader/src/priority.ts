// The CPU the screen reader and the browser it reads would have on a visitor's machine, where no test workers
// run beside them. Here two other workers drive browsers at the same time; on a loaded moment Chromium's
// accessibility events then reached Orca late, and Orca left out what they announced (a dialog opening, a heading
// in Say All). So the screen reader's worker and every process it starts run first: a lower nice value, which
// only root may set (CI is root; elsewhere nothing changes). Chromium sets its own processes' and threads'
// priorities back (a renderer to 0, as root), so every thread below this worker is lowered again each moment.
import { readdirSync, readFileSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** Below the default (0): served before the other workers' browsers (Chromium's busiest threads take -8). */
const SCREEN_READER_NICE = -10;
/** How often threads that have started since, or been reset, are lowered. */
const EVERY_MS = 200;

/** Each process's parent, from /proc. */
function parents(): Map<number, number> {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ")".
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone
    }
  }
  return parentOf;
}

/** This process and every process below it. */
function descendants(root: number): number[] {
  const parentOf = parents();
  const found = [root];
  for (let index = 0; index < found.length; index++)
    for (const [pid, parent] of parentOf) if (parent === found[index]) found.push(pid);
  return found;
}

function lowerEveryThread(): void {
  for (const pid of descendants(process.pid)) {
    let threads: string[] = [];
    try {
      threads = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const thread of threads.map(Number)) {
      try {
        if (getPriority(thread) > SCREEN_READER_NICE) setPriority(thread, SCREEN_READER_NICE);
      } catch {
        // gone, or not ours to change
      }
    }
  }
}

/** Puts the screen reader first on the CPU until the returned function is called; does nothing unless root. */
export function favourTheScreenReader(): () => void {
  try {
    setPriority(SCREEN_READER_NICE);
  } catch {
    return () => undefined;
  }
  const timer = setInterval(lowerEveryThread, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
