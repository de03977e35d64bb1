// Starts the app on the visitor's first interaction, after the frame that answers it: what the visitor
// pressed is answered by the page itself (a dialog, a popover, a notice, a link), and the app's code, whose
// evaluation is one long task, comes after that answer has been painted, not before it.
import { ENTRY_ATTRIBUTE } from '../contract';

/** What counts as the visitor doing something with the page; a screen reader's click comes as a click. */
const interactions = ['pointerdown', 'pointermove', 'touchstart', 'wheel', 'scroll', 'keydown', 'focusin', 'click'];

export function startAppOnFirstInteraction(script: HTMLScriptElement) {
  const appEntry = script.getAttribute(ENTRY_ATTRIBUTE) ?? '';
  if (!appEntry) return;
  function start() {
    for (const type of interactions) window.removeEventListener(type, start, true);
    // After the next frame: the interaction's own answer is painted first.
    requestAnimationFrame(() => setTimeout(() => void import(/* @vite-ignore */ appEntry), 0));
  }
  for (const type of interactions) window.addEventListener(type, start, { capture: true, passive: true });
}
