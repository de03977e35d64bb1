// The colour-scheme choice, before and after the app: the header's button opens a native popover of radios
// (no script needed to open it); choosing one applies the scheme here at once, remembers it where MUI reads
// it, and tells the app, if it runs, to follow.
import { colorSchemeAttribute, colorSchemeStorageKey } from '../../../theme/colorScheme';
import {
  COLOR_MODE_ATTRIBUTE,
  COLOR_SCHEME_CHOSEN_EVENT,
  COLOR_SCHEME_INPUT_NAME,
  COLOR_SCHEME_POPOVER_ID,
} from '../contract';

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

function apply(mode: ColorMode) {
  const root = document.documentElement;
  root.setAttribute(COLOR_MODE_ATTRIBUTE, mode);
  const scheme = mode === 'system' ? (darkSystem() ? 'dark' : 'light') : mode;
  if (root.getAttribute(colorSchemeAttribute) !== scheme)
    withoutTransitions(() => root.setAttribute(colorSchemeAttribute, scheme));
}

function radios(): HTMLInputElement[] {
  return [...document.querySelectorAll<HTMLInputElement>(`input[name="${COLOR_SCHEME_INPUT_NAME}"]`)];
}

export function followColorSchemeChoice() {
  apply(storedMode());
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => apply(storedMode()));
  const popover = () => document.getElementById(COLOR_SCHEME_POPOVER_ID);

  // As the menu opens: the current choice is checked, and focus is on it, as in any menu.
  document.addEventListener(
    'toggle',
    (event) => {
      if (event.target !== popover() || event.newState !== 'open') return;
      const current = storedMode();
      for (const radio of radios()) radio.checked = radio.value === current;
      radios()
        .find((radio) => radio.checked)
        ?.focus();
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
  const openMenu = () => {
    const menu = popover();
    return menu?.matches(':popover-open') ? menu : null;
  };
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
    if (menu && event.target instanceof Node && !menu.contains(event.target)) menu.hidePopover();
  });
}
