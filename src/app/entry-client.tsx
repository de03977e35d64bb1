// The page's only script tag, kept tiny: the prerendered page paints first, and the app that makes it
// interactive is fetched and hydrated afterwards, so no JavaScript stands between a visitor and the
// content. A click on a button before the app has started is held and replayed once it has; links
// work as plain links meanwhile.
const heldClicks: HTMLElement[] = [];

function holdEarlyClicks(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  const control = target?.closest<HTMLElement>('button:not([disabled])');
  if (!control || !control.closest('#root')) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (!heldClicks.includes(control)) heldClicks.push(control);
}

/** Resolves once the browser has painted the prerendered page (the frame after the next one starts). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

document.addEventListener('click', holdEarlyClicks, true);

void afterFirstPaint()
  .then(() => import('./start'))
  .then(({ start }) => start())
  .then(() => {
    document.removeEventListener('click', holdEarlyClicks, true);
    // React hydrates the part of the page a replayed click lands in first, then runs its handler.
    for (const control of heldClicks.splice(0)) if (control.isConnected) control.click();
  });
