// The colour-scheme choice, before and after the app (part of the page script; the page owns it for good): the
// header's button opens a popover of radios; choosing one applies the scheme here at once, remembers it where MUI
// reads it, names it on the button ("Theme: Dark"), and tells the app, if it runs, to follow.
import { colorSchemeAttribute, colorSchemeStorageKey } from '../../../theme/colorScheme';
import { colorSchemeButtonName } from '../../content/ui';
import {
  COLOR_MODE_ATTRIBUTE,
  COLOR_SCHEME_CHOSEN_EVENT,
  COLOR_SCHEME_INPUT_NAME,
  COLOR_SCHEME_POPOVER_ID,
  COLOR_SCHEME_TOGGLE_ATTRIBUTE,
} from './colorSchemeNames';

export type ColorMode = 'system' | 'light' | 'dark';

const darkSystem = () => matchMedia('(prefers-color-scheme: dark)').matches;

function storedMode(): ColorMode {
  try {
    const mode = localStorage.getItem(colorSchemeStorageKey);
    return mode === 'light' || mode === 'dark' ? mode : 'system';
  } catch {
    return 'system'; // storage refused (privacy settings): the system's scheme
  }
}

/** Applies a scheme without animating every colour on the page that has a transition. */
function withoutTransitions(change: () => void) {
  const style = document.createElement('style');
  style.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.append(style);
  change();
  requestAnimationFrame(() => requestAnimationFrame(() => style.remove()));
}

const toggles = () => document.querySelectorAll<HTMLElement>(`[${COLOR_SCHEME_TOGGLE_ATTRIBUTE}]`);

/** The button says the choice in force, as its icon shows it. */
function nameToggles(mode: ColorMode) {
  for (const toggle of toggles()) toggle.setAttribute('aria-label', colorSchemeButtonName(mode));
}

function apply(mode: ColorMode) {
  const root = document.documentElement;
  root.setAttribute(COLOR_MODE_ATTRIBUTE, mode);
  const scheme = mode === 'system' ? (darkSystem() ? 'dark' : 'light') : mode;
  if (root.getAttribute(colorSchemeAttribute) !== scheme)
    withoutTransitions(() => root.setAttribute(colorSchemeAttribute, scheme));
  nameToggles(mode);
}

function radios(): HTMLInputElement[] {
  return [...document.querySelectorAll<HTMLInputElement>(`input[name="${COLOR_SCHEME_INPUT_NAME}"]`)];
}

export function followColorSchemeChoice() {
  apply(storedMode());
  // The button is parsed after this script (in the head) runs: named once it is there.
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', () => nameToggles(storedMode()), { once: true });
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => apply(storedMode()));
  const popover = () => document.getElementById(COLOR_SCHEME_POPOVER_ID);
  const openMenu = () => {
    const menu = popover();
    return menu?.matches(':popover-open') ? menu : null;
  };
  let openedBy: HTMLElement | null = null;

  // The button opens the menu by script, not as its popovertarget, so that the press-to-close below is the page's
  // own; it says whether its menu is open by aria-expanded, kept in step with the popover here. A press on the button while the menu
  // is open closes it: the press outside has closed it already (light dismiss) by the time its click comes.
  let openAtPress = false;
  document.addEventListener(
    'pointerdown',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      openAtPress = !!target?.closest(`[${COLOR_SCHEME_TOGGLE_ATTRIBUTE}]`) && !!openMenu();
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const toggle = target?.closest<HTMLElement>(`[${COLOR_SCHEME_TOGGLE_ATTRIBUTE}]`);
      if (!toggle) return;
      const wasOpen = openAtPress || !!openMenu();
      openAtPress = false;
      if (wasOpen) {
        openMenu()?.hidePopover();
        return;
      }
      openedBy = toggle;
      popover()?.showPopover();
    },
    true,
  );

  // As the menu opens: the buttons say so (aria-expanded), the current choice is checked, and focus is on it, as
  // in any menu. As it closes (Escape, a choice, a press outside): the buttons say so, and with focus inside, focus
  // goes back to the button. The state follows the popover's own events, so every way of closing it is covered.
  // The state changes as the popover starts to open or close (beforetoggle, at once), not with its toggle event (a
  // task later): focus comes back to the button after that, and a screen reader that asks the button's state as
  // focus arrives (Orca in Firefox) must not find it still expanded.
  document.addEventListener(
    'beforetoggle',
    (event) => {
      if (event.target !== popover()) return;
      for (const toggle of toggles()) toggle.setAttribute('aria-expanded', String(event.newState === 'open'));
    },
    true,
  );
  document.addEventListener(
    'toggle',
    (event) => {
      const menu = popover();
      if (event.target !== menu || !menu) return;
      if (event.newState === 'open') {
        const current = storedMode();
        for (const radio of radios()) radio.checked = radio.value === current;
        radios()
          .find((radio) => radio.checked)
          ?.focus();
        return;
      }
      const focusWasInside = menu.contains(document.activeElement) || document.activeElement === document.body;
      if (focusWasInside && openedBy?.isConnected) openedBy.focus();
      openedBy = null;
    },
    true,
  );

  // Presses in the capture phase: while the app hydrates it holds them back from itself there (4-hydrate.tsx).
  document.addEventListener(
    'change',
    (event) => {
      const radio = event.target;
      if (!(radio instanceof HTMLInputElement) || radio.name !== COLOR_SCHEME_INPUT_NAME) return;
      const mode = radio.value as ColorMode;
      try {
        localStorage.setItem(colorSchemeStorageKey, mode);
      } catch {
        // not remembered; applied for this page
      }
      apply(mode);
      document.dispatchEvent(new CustomEvent(COLOR_SCHEME_CHOSEN_EVENT, { detail: mode }));
    },
    true,
  );

  // A click or a tap on a choice, or Enter, also closes the menu; arrow keys and Space only move the choice
  // (and preview it). Keyboard-made clicks have no pointer type.
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!event.pointerType || !target?.closest(`#${COLOR_SCHEME_POPOVER_ID} label`)) return;
      setTimeout(() => openMenu()?.hidePopover()); // after the label has checked its radio
    },
    true,
  );
  document.addEventListener(
    'keydown',
    (event) => {
      const radio = event.target;
      if (event.key !== 'Enter' || !(radio instanceof HTMLInputElement) || radio.name !== COLOR_SCHEME_INPUT_NAME)
        return;
      event.preventDefault(); // or the Enter would go on to press the button focus returns to, reopening the menu
      radio.click(); // Enter does not check a radio by itself
      openMenu()?.hidePopover();
    },
    true,
  );
  // Tab or Shift+Tab out of the menu closes it, as a menu does: left open, it would cover the controls focus
  // moves on to.
  document.addEventListener('focusin', (event) => {
    const menu = openMenu();
    if (menu && event.target instanceof Node && !menu.contains(event.target)) {
      openedBy = null; // focus has gone where the visitor sent it
      menu.hidePopover();
    }
  });
}
