// The one interface every engine is driven through: a browser, its page, and what a caller may ask of each.

export type EngineName = 'chromium' | 'firefox' | 'webkit';
export const engineNames: readonly EngineName[] = ['chromium', 'firefox', 'webkit'];

/** The keys a page can be pressed with, as a keyboard does (Shift held for Shift+Tab). */
export const keyNames = [
  'Tab',
  'Shift+Tab',
  'Enter',
  'Escape',
  'Space',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
] as const;
export type KeyName = (typeof keyNames)[number];

/** A function run in the page: self-contained (it is sent as source), its argument and result plain data. */
export type InPage<A, T> = (arg: A) => T | Promise<T>;

export interface LaunchOptions {
  /** false: the engine's own setting switches the page's scripts off (the driver's still run). Default true. */
  javaScript?: boolean;
  /**
   * A window on a display (the environment's DISPLAY) instead of headless, of this size. Chromium and Firefox
   * only: WebKitGTK's MiniBrowser always has a window, on an Xvfb display of its own.
   */
  window?: { width: number; height: number };
  /** The environment the browser runs in (a desktop's display and session bus). Default: this process's. */
  env?: NodeJS.ProcessEnv;
  /** The browser serves its accessibility tree to assistive technology (AT-SPI) from the start. */
  accessibility?: boolean;
  /** Chromium: the device pixel ratio of each page (browser zoom, as a page sees it). Default 1. */
  deviceScaleFactor?: number;
  /** Firefox: about:config preferences (e.g. the default font size, for text-only zoom). */
  firefoxPrefs?: Record<string, string | number | boolean>;
  /**
   * The visitor has asked their system for less motion (prefers-reduced-motion: reduce), as the browser itself
   * reports it. Chromium and Firefox only.
   */
  reducedMotion?: boolean;
  /**
   * WebKitGTK: false paints the page straight to its window, without the GL compositor (on a machine with no GPU,
   * Mesa's llvmpipe on the CPU): the same layout, scrolling and events for about half the CPU, but no screenshot,
   * and effects that need a compositing layer (backdrop-filter) are not painted. Default true.
   */
  compositing?: boolean;
  /** How long waitFor waits before it fails (not a measure of speed). Default 30 s. */
  waitTimeoutMs?: number;
}

export interface ScreenshotOptions {
  /** Writes the PNG here too (its folder is made). */
  path?: string;
  /** Of the first element this selector matches, instead of the viewport. */
  selector?: string;
}

/** One page of an engine: what a caller does with it, the same in every engine. */
export interface EnginePage {
  /** Opens the address and resolves once the page has loaded (and, in a window, has the keyboard). */
  open(url: string): Promise<void>;
  /**
   * Sizes the viewport in CSS px; resolves to the width the page then has (a window that cannot get as narrow as
   * asked has the width it could get: the caller decides whether that will do).
   */
  resize(width: number, height: number): Promise<number>;
  evaluate<T>(fn: InPage<void, T>): Promise<T>;
  evaluate<A, T>(fn: InPage<A, T>, arg: A): Promise<T>;
  /** Runs a script given as source. */
  run(script: string): Promise<void>;
  /** Waits until the function, run in the page, returns true; fails naming `what` after the wait's timeout. */
  waitFor(what: string, fn: InPage<void, boolean>): Promise<void>;
  waitFor<A>(what: string, fn: InPage<A, boolean>, arg: A): Promise<void>;
  /** Presses and releases the key as the keyboard does: a real, trusted event in the engine. */
  press(key: KeyName): Promise<void>;
  /** Moves the pointer (a mouse) to this point of the viewport. */
  movePointer(x: number, y: number): Promise<void>;
  /** Presses and releases the primary button at this point of the viewport. */
  click(x: number, y: number): Promise<void>;
  /**
   * A finger's tap at this point of the viewport. Chromium and Firefox fire the touch and pointer events of a
   * touch; WebKitGTK's driver has no touch screen and fires a mouse's.
   */
  tap(x: number, y: number): Promise<void>;
  /** A PNG of the viewport, or of an element. */
  screenshot(options?: ScreenshotOptions): Promise<Uint8Array>;
  /** Adds a style sheet to the page as it is now (until it is next opened). */
  addStyle(css: string): Promise<void>;
  url(): Promise<string>;
  close(): Promise<void>;
}

export interface EngineBrowser {
  name: EngineName;
  /** The product and version, e.g. "Firefox ESR 153.7.0", "WebKitGTK 2.50.6 (MiniBrowser)". */
  version: string;
  /** The browser's process id, where the driver says it (not WebKitGTK's, started by its driver). */
  pid: number | undefined;
  /**
   * A page as a new visitor has it: the previous page of this browser is closed (WebKitGTK's MiniBrowser has one
   * window per session: it is reused, and each caller opens its page from an origin of its own if storage matters).
   */
  newPage(): Promise<EnginePage>;
  close(): Promise<void>;
}
