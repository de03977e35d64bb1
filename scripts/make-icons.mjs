// Draws the PNG icons and the social card into public/ from theme/brand-mark.svg, the light scheme's
// colours (theme/tokens.ts) and the foundation's name and description (src/content/site.ts), with the
// system Chromium. Run after changing any of those: node scripts/make-icons.mjs
// Writes public/icons/icon-192.png, icon-512.png, apple-touch-icon.png and public/images/social-card.png.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { escapeHtml } from '../src/text/markup.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => readFileSync(join(root, file), 'utf8');
const pick = (text, pattern, what) => {
  const match = text.match(pattern);
  if (!match) throw new Error(`Could not find ${what}.`);
  return match[1];
};

const tokens = read('theme/tokens.ts');
const light = tokens.slice(tokens.indexOf('export const lightScheme'));
const colors = {
  primary: pick(light, /primary: \{ main: '(#[0-9a-f]{6})'/i, 'the primary colour'),
  onPrimary: pick(light, /primary: \{[^}]*contrastText: '(#[0-9a-f]{6})'/i, 'the text colour on primary'),
  background: pick(light, /background: \{ default: '(#[0-9a-f]{6})'/i, 'the background colour'),
  text: pick(light, /text: \{ primary: '(#[0-9a-f]{6})'/i, 'the text colour'),
  secondaryText: pick(light, /secondary: '(#[0-9a-f]{6})' \}/i, 'the secondary text colour'),
};
const site = read('src/content/site.ts');
const name = pick(site, /name: '([^']+)'/, 'the name');
const description = pick(site, /description:\s*'([^']+)'/, 'the description');
// The mark itself, without its title, drawn in the primary colour.
const mark = read('theme/brand-mark.svg')
  .replace(/<title>.*?<\/title>/s, '')
  .replaceAll('{{primary}}', colors.primary)
  .replaceAll('{{onPrimary}}', colors.onPrimary);

const iconPage = (size, padding, background) => `<!doctype html><html><body style="margin:0">
  <div style="width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">
    <div style="width:${size - 2 * padding}px;height:${size - 2 * padding}px">${mark.replace(/width="40" height="40"/, 'width="100%" height="100%"')}</div>
  </div></body></html>`;
const cardPage = `<!doctype html><html><body style="margin:0">
  <div style="width:1200px;height:630px;box-sizing:border-box;padding:88px 96px;background:${colors.background};
    font-family:system-ui,'DejaVu Sans',sans-serif;color:${colors.text};display:flex;flex-direction:column;justify-content:center;gap:36px;
    border-top:16px solid ${colors.primary}">
    <div style="display:flex;align-items:center;gap:28px">
      <div style="width:120px;height:120px">${mark.replace(/width="40" height="40"/, 'width="100%" height="100%"')}</div>
      <div style="font-size:58px;font-weight:800;line-height:1.1">${escapeHtml(name)}</div>
    </div>
    <div style="font-size:34px;line-height:1.4;color:${colors.secondaryText};max-width:980px">${escapeHtml(description)}</div>
  </div></body></html>`;

const shots = [
  { file: 'public/icons/icon-192.png', size: 192, html: iconPage(192, 16, colors.background) },
  { file: 'public/icons/icon-512.png', size: 512, html: iconPage(512, 40, colors.background) },
  { file: 'public/icons/apple-touch-icon.png', size: 180, html: iconPage(180, 18, colors.background) },
  { file: 'public/images/social-card.png', width: 1200, height: 630, html: cardPage },
];

const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((path) => path && existsSync(path));
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const shot of shots) {
    const width = shot.width ?? shot.size;
    const height = shot.height ?? shot.size;
    const page = await browser.newPage({ viewport: { width, height } });
    await page.setContent(shot.html);
    await mkdir(dirname(join(root, shot.file)), { recursive: true });
    await page.screenshot({ path: join(root, shot.file), clip: { x: 0, y: 0, width, height } });
    await page.close();
    console.log(`wrote ${shot.file} (${width}x${height})`);
  }
} finally {
  await browser.close();
}
