// The page's only script, inline in every prerendered page (scripts/prerender.mjs), so that a visit that
// only reads makes no script request at all: it costs what the page without JavaScript costs. It waits
// for the visitor's first interaction (pointer, touch, scroll, key, focus or click), then fetches the
// app's entry (entry-client.tsx), which starts the app. A click on a button before the app has started
// is held and replayed once it has ("crf:started"); links work as plain links meanwhile.
// Built by Vite as its own input; it imports nothing, so that its chunk runs as a classic script.
// What it fetches comes from its own element's attributes, so that its text, and with it the hash the
// Content-Security-Policy allows it by, changes only when this file does.
(() => {
  /** The app's entry (data-entry); it preloads the route's own chunks (data-route-chunks) with its own. */
  const appEntry = document.currentScript?.dataset.entry ?? '';
  if (!appEntry) return;

  /** What counts as the visitor doing something with the page; a screen reader's click comes as a click. */
  const interactions = ['pointerdown', 'pointermove', 'touchstart', 'wheel', 'scroll', 'keydown', 'focusin', 'click'];

  const heldClicks: HTMLElement[] = [];

  /** Lays out the blocks skipped for the first paint (renderWhenNear.ts, which names the attribute). */
  function layOutEverything() {
    document.documentElement.setAttribute('data-laid-out', '');
  }

  // The browser places a page opened at an #anchor, or reopened at a remembered position (reload, back),
  // by the heights of the blocks above that point: they must be real ones, not estimates.
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (location.hash || (navigation && navigation.type !== 'navigate')) layOutEverything();

  function holdEarlyClicks(event: MouseEvent) {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>('button:not([disabled])');
    if (!control || !control.closest('#root')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!heldClicks.includes(control)) heldClicks.push(control);
  }

  function stopHolding() {
    document.removeEventListener('click', holdEarlyClicks, true);
  }

  function start() {
    for (const type of interactions) window.removeEventListener(type, start, true);
    // Before any link is followed: a glide to an anchor is aimed by the heights of the blocks it passes.
    layOutEverything();
    // Without the app the page still works as it does without JavaScript: stop holding clicks then.
    import(/* @vite-ignore */ appEntry).catch(stopHolding);
  }

  document.addEventListener(
    'crf:started',
    () => {
      stopHolding();
      // React hydrates the part of the page a replayed click lands in first, then runs its handler.
      for (const control of heldClicks.splice(0)) if (control.isConnected) control.click();
    },
    { once: true },
  );
  document.addEventListener('click', holdEarlyClicks, true);
  for (const type of interactions) window.addEventListener(type, start, { capture: true, passive: true });
})();
