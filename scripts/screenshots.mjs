// Takes the light and dark screenshots in docs/images/ from the built site. Run `npm run build:preview` first.
// Usage: npm run docs:screenshots  (PORT=4310 and CHROMIUM_PATH=/usr/bin/chromium by default)
// After `CRF_BRAND=second npm run build:preview`: the second brand's home page, the "after" of the rebrand pair in
// docs/rebrand.md (second-brand-home-*.png). SHOTS=home,blog-mobile takes only those.
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumFlags, systemChromiumPath } from '@foundation/browsers/executables';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'docs', 'images');
const port = process.env.PORT ?? '4310';
const origin = `http://127.0.0.1:${port}`;
const executablePath = systemChromiumPath();

/** What to capture: page, viewport, and how far down to scroll (the bar turns frosted past 50px). */
const allShots = [
  { name: 'home', path: '/', width: 1280, height: 800, scrollY: 0 },
  { name: 'home-frosted-bar', path: '/', width: 1280, height: 800, scrollY: 720 },
  { name: 'blog-mobile', path: '/blog', width: 390, height: 844, scrollY: 0 },
];
const secondBrand = process.env.CRF_BRAND === 'second';
const only = secondBrand ? ['home'] : process.env.SHOTS?.split(',');
const shots = only ? allShots.filter((shot) => only.includes(shot.name)) : allShots;
const prefix = secondBrand ? 'second-brand-' : '';

async function waitForServer(url, attempts = 50) {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The site did not answer at ${url}.`);
}

const server = spawn(process.execPath, [join(root, 'scripts', 'serve.mjs')], {
  env: { ...process.env, PORT: port },
  stdio: 'ignore',
});
try {
  await waitForServer(origin);
  await mkdir(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath,
    args: chromiumFlags,
  });
  for (const colorScheme of ['light', 'dark']) {
    for (const shot of shots) {
      const context = await browser.newContext({
        colorScheme,
        reducedMotion: 'reduce',
        viewport: { width: shot.width, height: shot.height },
      });
      const page = await context.newPage();
      await page.goto(origin + shot.path, { waitUntil: 'networkidle' });
      if (shot.scrollY) {
        await page.evaluate((y) => window.scrollTo(0, y), shot.scrollY);
        await page.waitForFunction(() => document.querySelector('header[data-frosted="true"]'));
      }
      const file = join(out, `${prefix}${shot.name}-${colorScheme}.png`);
      await page.screenshot({ path: file });
      console.log(`wrote ${file.slice(root.length + 1)}`);
      await context.close();
    }
  }
  await browser.close();
} finally {
  server.kill();
}
