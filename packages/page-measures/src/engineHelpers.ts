// What a driver without locators (any engine's, through @foundation/browsers) looks at inside the page,
// installed once per page load as window.__engines (sent as source, so it stays self-contained): elements found
// by selector and name, the DOM's own tab order, where focus is and whether it shows. The page's own names
// (selectors, dialog names) come in as arguments.
import type { FocusStop } from './probes';

/** An element as a visitor finds it: a selector, and optionally its accessible name and where it is. */
export interface Target {
  css: string;
  /** Its aria-label, else its text. */
  name?: string;
  /** A selector for an element it is inside. */
  within?: string;
}

/** Where focus is, as the suites judge it. */
export interface FocusState {
  /** Tag, id and name of the focused element; "body" when nothing is focused. */
  description: string;
  /** Its index in the DOM's tab order (markTabStops), if it has one. */
  stop: number | null;
  /** Focus is on <body> (nothing focused), or the document has lost focus. */
  nothing: boolean;
  /** The focused element is itself a dialog (role="dialog"), not a control in it. */
  isDialog: boolean;
  /** The focused element is inside the open dialog with this name (see `focusState`'s argument). */
  inDialog: boolean;
  focusVisible: boolean;
  /** The ring as the accessibility probes measure it (./probes.ts; null where they are not installed). */
  probe: FocusStop | null;
  /** Shown: rendered, and not under another layer at its centre (the bar, the page's own dim). */
  onTop: boolean;
}

export interface EngineHelpers {
  /** Whether an element the target names shows. */
  find(target: Target): boolean;
  /** Whether focus is on the element. */
  hasFocus(target: Target): boolean;
  /** Scrolls the element into view where it is not (or is under the page's first `header`), and returns its centre in the viewport. */
  centre(target: Target): { x: number; y: number } | null;
  /** Marks every element the DOM says is a tab stop with its index in the tab order; returns their descriptions. */
  markTabStops(): string[];
  focusState(dialogName: string): FocusState;
  /** Resolves once the page has stopped scrolling (a smooth scroll to the focused element has ended). */
  scrolled(): Promise<void>;
  /** The open (shown) dialog with this name, if any: its id. */
  openDialog(name: string): string | null;
  /** The open dialog with this name has come to rest: it has slid in (no transition runs in it). */
  dialogAtRest(name: string): boolean;
}

declare global {
  interface Window {
    __engines?: EngineHelpers;
  }
}

function installEngineHelpers(): void {
  const nameOf = (element: Element) =>
    (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const shown = (element: Element) =>
    element.checkVisibility({ visibilityProperty: true }) && !element.closest('[inert]');
  const find = ({ css, name, within }: Target) =>
    [...document.querySelectorAll(css)].find(
      (element) =>
        shown(element) && (name === undefined || nameOf(element) === name) && (!within || !!element.closest(within)),
    ) ?? null;
  const describe = (element: Element | null) => {
    if (!element || element === document.body) return 'body';
    const id = element.id ? `#${element.id}` : '';
    return `${element.tagName.toLowerCase()}${id} "${nameOf(element).slice(0, 60)}"`;
  };
  const dialogs = (name: string) =>
    [...document.querySelectorAll(`[role="dialog"]`)].filter(
      (dialog) => dialog.getAttribute('aria-label') === name && shown(dialog),
    );
  const stopAttribute = 'data-engines-stop';
  const focusable =
    'a[href], area[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable="true"]';

  window.__engines = {
    find: (target) => !!find(target),
    hasFocus: (target) => {
      const element = find(target);
      return !!element && element === document.activeElement;
    },
    centre(target) {
      const element = find(target);
      if (!element) return null;
      const bar = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      let box = element.getBoundingClientRect();
      if (box.top < bar || box.bottom > innerHeight) {
        element.scrollIntoView({ block: 'center', behavior: 'instant' });
        box = element.getBoundingClientRect();
      }
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    },
    markTabStops() {
      for (const marked of document.querySelectorAll(`[${stopAttribute}]`)) marked.removeAttribute(stopAttribute);
      const candidates = [...document.querySelectorAll<HTMLElement>(focusable)].filter((element) => {
        if (element.tabIndex < 0 || (element as HTMLButtonElement).disabled || !shown(element)) return false;
        // A group of radios is one stop: its checked radio, else its first.
        if (element instanceof HTMLInputElement && element.type === 'radio' && element.name) {
          const group = [...document.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${element.name}"]`)];
          return element === (group.find((radio) => radio.checked) ?? group[0]);
        }
        return true;
      });
      // Positive tabindex first, in their order; then the rest in the document's order.
      const stops = [
        ...candidates.filter((element) => element.tabIndex > 0).sort((a, b) => a.tabIndex - b.tabIndex),
        ...candidates.filter((element) => element.tabIndex === 0),
      ];
      stops.forEach((element, index) => element.setAttribute(stopAttribute, String(index)));
      return stops.map(describe);
    },
    focusState(dialogName) {
      const element = document.activeElement;
      const nothing = !element || element === document.body || !document.hasFocus();
      const stop = element?.getAttribute(stopAttribute);
      let onTop = false;
      if (element && !nothing) {
        const box = element.getBoundingClientRect();
        const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
        const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1);
        const hit = document.elementFromPoint(x, y);
        onTop = shown(element) && !!hit && (element === hit || element.contains(hit) || hit.contains(element));
      }
      return {
        description: describe(element),
        stop: stop === null || stop === undefined ? null : Number(stop),
        nothing,
        isDialog: element?.getAttribute('role') === 'dialog',
        inDialog: dialogs(dialogName).some((dialog) => dialog.contains(element) && dialog !== element),
        focusVisible: !!element?.matches(':focus-visible'),
        probe: nothing ? null : (window.__a11yProbes?.focusStop() ?? null),
        onTop,
      };
    },
    scrolled: () =>
      new Promise((resolve) => {
        let last = scrollY;
        let still = 0;
        const frame = () => {
          still = scrollY === last ? still + 1 : 0;
          last = scrollY;
          if (still >= 2) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    openDialog: (name) => dialogs(name)[0]?.id ?? null,
    dialogAtRest(name) {
      const dialog = dialogs(name)[0];
      if (!dialog) return false;
      // A dialog that slides in: within the viewport's width, and no transition running on it or its parent
      // (one that may not have begun yet as it shows).
      const moving = (element: Element | null) =>
        !!element && element.getAnimations().some((animation) => animation.playState === 'running');
      const { left, right } = dialog.getBoundingClientRect();
      return (
        left >= 0 &&
        right <= document.documentElement.clientWidth + 0.5 &&
        !moving(dialog) &&
        !moving(dialog.parentElement)
      );
    },
  };
}

/** The script that installs window.__engines (again after each page load). */
export const engineHelpersScript = `(${installEngineHelpers.toString()})()`;
