// One browser layer for every suite: Chromium, Firefox ESR and WebKitGTK behind one interface (EngineBrowser,
// EnginePage), one Xvfb, and one place that finds each engine's programs (executables.mjs). README.md says how.
import { launchChromium } from './chromium';
import { launchFirefox } from './firefox';
import type { EngineBrowser, EngineName, LaunchOptions } from './types';
import { launchWebKit } from './webkit';

export * from './types';
export { screenSize, startXvfb, type XDisplay } from './xvfb';
export {
  chromiumExecutablePath,
  chromiumFlags,
  debianPackages,
  firefoxExecutablePath,
  unavailable,
} from './executables.mjs';

const launchers = { chromium: launchChromium, firefox: launchFirefox, webkit: launchWebKit } as const;

/** Starts the engine; its pages come from newPage(). Fails saying what to install where a program is missing. */
export function launch(engine: EngineName, options: LaunchOptions = {}): Promise<EngineBrowser> {
  return launchers[engine](options);
}

/** The browsers of one worker or script, each launched when first asked for (per engine and options), kept. */
export class Browsers {
  private readonly launched = new Map<string, Promise<EngineBrowser>>();

  get(engine: EngineName, options: LaunchOptions = {}): Promise<EngineBrowser> {
    const key = `${engine} ${JSON.stringify(options)}`;
    let browser = this.launched.get(key);
    if (!browser) {
      browser = launch(engine, options);
      this.launched.set(key, browser);
    }
    return browser;
  }

  async closeAll(): Promise<void> {
    const browsers = [...this.launched.values()];
    this.launched.clear();
    await Promise.allSettled(browsers.map(async (browser) => (await browser).close()));
  }
}
