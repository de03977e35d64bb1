// The menu before the app: a modal <dialog> that the toggle opens by itself (command="show-modal"). This
// closes it when an item is chosen, so that the page is not left behind a menu while it scrolls to a
// section, and opens it where the browser does not know invoker commands yet.
import { MENU_DIALOG_ID, NOTICE_ATTRIBUTE } from '../contract';

export function closeMenuOnChoice() {
  // In the capture phase, before the app's own handler (on #root) moves focus to the chosen section: closing
  // the modal dialog afterwards would put focus back on the toggle, and the section is inert until it closes.
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const dialog = target?.closest('dialog');
      const chosen = target?.closest(`a[href], [${NOTICE_ATTRIBUTE}]`);
      if (dialog?.id === MENU_DIALOG_ID && dialog.open && chosen) dialog.close();
    },
    true,
  );
  // The toggle says whether the menu is open, as the drawer's does.
  document.addEventListener(
    'toggle',
    (event) => {
      const dialog = event.target;
      if (!(dialog instanceof HTMLDialogElement) || dialog.id !== MENU_DIALOG_ID) return;
      for (const toggle of document.querySelectorAll(`[commandfor="${MENU_DIALOG_ID}"][command="show-modal"]`))
        toggle.setAttribute('aria-expanded', String(dialog.open));
    },
    true,
  );
  if ('command' in HTMLButtonElement.prototype) return;
  document.addEventListener('click', (event) => {
    const invoker = event.target instanceof Element ? event.target.closest('button[commandfor]') : null;
    const dialog = invoker ? document.getElementById(invoker.getAttribute('commandfor') ?? '') : null;
    if (!invoker || event.defaultPrevented || !(dialog instanceof HTMLDialogElement)) return;
    const command = invoker.getAttribute('command');
    if (command === 'show-modal' && !dialog.open) dialog.showModal();
    else if (command === 'close') dialog.close();
  });
}
