// What a screen reader gets from a page in Chromium, in two ears: Chromium's own accessibility tree read through
// the DevTools protocol (what the platform's screen readers are given), and @guidepup/virtual-screen-reader
// (what a reader says, phrase by phrase, moving through the page). For a Playwright page; no desktop needed.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';

interface AXValue {
  value?: string | number | boolean;
}
interface AXNode {
  nodeId: string;
  ignored: boolean;
  role?: AXValue;
  name?: AXValue;
  description?: AXValue;
  properties?: { name: string; value: AXValue }[];
  childIds?: string[];
}

const landmarks = new Set(['banner', 'navigation', 'main', 'contentinfo', 'complementary', 'region', 'search', 'form']);

async function fullTree(page: Page): Promise<AXNode[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Accessibility.enable');
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
    // The protocol lists nodes breadth first; a screen reader lists them in document order (depth first).
    const byId = new Map(nodes.map((node) => [node.nodeId, node]));
    const ordered: AXNode[] = [];
    const visit = (node: AXNode | undefined) => {
      if (!node) return;
      ordered.push(node);
      for (const child of node.childIds ?? []) visit(byId.get(child));
    };
    visit(nodes[0]);
    return ordered;
  } finally {
    await cdp.detach();
  }
}

const text = (value: AXValue | undefined) => String(value?.value ?? '');
const property = (node: AXNode, name: string) => node.properties?.find((p) => p.name === name)?.value.value;

/**
 * The lists a screen reader offers (NVDA's Elements list, VoiceOver's rotor): landmarks, headings and links,
 * in document order, each as it is announced.
 */
export async function elementsList(page: Page): Promise<string> {
  const nodes = (await fullTree(page)).filter((node) => !node.ignored);
  const lines = { landmarks: [] as string[], headings: [] as string[], links: [] as string[] };
  for (const node of nodes) {
    const role = text(node.role);
    const name = text(node.name);
    if (landmarks.has(role) && (role !== 'region' || name)) lines.landmarks.push(`${role}${name ? ` "${name}"` : ''}`);
    else if (role === 'heading') lines.headings.push(`h${String(property(node, 'level'))} "${name}"`);
    else if (role === 'link') lines.links.push(`"${name}"`);
  }
  // The protocol's tree carries no aria-current; a screen reader says it after the name ("Blog, current page").
  const current = await page.evaluate(() =>
    [...document.querySelectorAll('a[aria-current]')]
      .filter((link) => link.checkVisibility())
      .map((link) => `"${link.textContent?.trim() ?? ''}", current ${link.getAttribute('aria-current') ?? ''}`),
  );
  return [
    `Landmarks (${lines.landmarks.length})`,
    ...lines.landmarks.map((line) => `  ${line}`),
    `Headings (${lines.headings.length})`,
    ...lines.headings.map((line) => `  ${line}`),
    `Links (${lines.links.length})`,
    ...lines.links.map((line) => `  ${line}`),
    `Marked current (${current.length})`,
    ...current.map((line) => `  ${line}`),
  ].join('\n');
}

/** Every name in the tree: for checks on what each starts with. */
export async function allNames(page: Page): Promise<string[]> {
  return (await fullTree(page)).filter((node) => !node.ignored).map((node) => text(node.name));
}

/** Roles present in the tree (not ignored): a tooltip hidden from the reading flow is absent here. */
export async function rolesInTree(page: Page): Promise<string[]> {
  return (await fullTree(page)).filter((node) => !node.ignored).map((node) => text(node.role));
}

/** What a screen reader says when focus lands: role, name, states, then the description. */
export async function focusAnnouncement(page: Page): Promise<string> {
  // The document itself is "focused" too; the element with focus is the other one.
  const focused = (await fullTree(page)).find(
    (node) => !node.ignored && property(node, 'focused') === true && text(node.role) !== 'RootWebArea',
  );
  if (!focused) return '(nothing focused)';
  const parts = [text(focused.role), text(focused.name)];
  const level = property(focused, 'level');
  if (level !== undefined) parts.push(`level ${String(level)}`);
  for (const state of ['checked', 'pressed', 'selected', 'expanded', 'disabled', 'hasPopup', 'modal']) {
    const value = property(focused, state);
    if (value !== undefined && value !== false && value !== 'false') parts.push(`${state} ${String(value)}`);
  }
  const description = text(focused.description);
  if (description) parts.push(description);
  return parts.filter(Boolean).join(', ');
}

/** The virtual screen reader's browser build, read once it is first asked for. */
let virtualSource: string | undefined;
function virtualReader(): string {
  const require = createRequire(import.meta.url);
  virtualSource ??= readFileSync(
    join(dirname(require.resolve('@guidepup/virtual-screen-reader/package.json')), 'lib/esm/index.browser.js'),
    'utf8',
  );
  return virtualSource;
}

/**
 * Reads the page from the top with the virtual screen reader, phrase by phrase, up to `limit` phrases or the
 * end of the document. The page's CSP must be bypassed (the reader is loaded as a module from a blob, by eval).
 * Loading it is no interaction: the app does not start.
 */
export async function readFromTop(page: Page, limit: number): Promise<string[]> {
  return page.evaluate(
    async ({ source, max }) => {
      const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
      // import() written as source: a test runner's transform (Vitest's) would rewrite it into a call that only
      // exists in Node. The page runs it, not Node.
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- see above
      const load = new Function('url', 'return import(url)') as (url: string) => Promise<unknown>;
      const { virtual } = (await load(url)) as {
        virtual: {
          start(options: { container: Element }): Promise<void>;
          next(): Promise<void>;
          lastSpokenPhrase(): Promise<string>;
          spokenPhraseLog(): Promise<string[]>;
          stop(): Promise<void>;
        };
      };
      await virtual.start({ container: document.body });
      for (let step = 0; step < max && (await virtual.lastSpokenPhrase()) !== 'end of document'; step++) {
        await virtual.next();
      }
      const log = await virtual.spokenPhraseLog();
      await virtual.stop();
      return log;
    },
    { source: virtualReader(), max: limit },
  );
}
