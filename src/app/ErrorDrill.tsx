// Lets the browser suite reach the error screen in the production build, where no route fails.
// It needs both the ?error-drill query and a sessionStorage key that only a test sets, so a visitor
// cannot trigger it by accident; nothing links to it.
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';

const ERROR_DRILL_PARAM = 'error-drill';
export const ERROR_DRILL_STORAGE_KEY = 'crf-error-drill';
export const ERROR_DRILL_ARMED = 'armed';

function drillArmed(): boolean {
  try {
    return window.sessionStorage.getItem(ERROR_DRILL_STORAGE_KEY) === ERROR_DRILL_ARMED;
  } catch {
    return false;
  }
}

const subscribeToNothing = () => () => {};

export function ErrorDrill() {
  const { search } = useLocation();
  // The server snapshot (false) lets the prerendered page hydrate as usual; the client snapshot then fails it.
  const armed = useSyncExternalStore(subscribeToNothing, drillArmed, () => false);
  if (armed && new URLSearchParams(search).has(ERROR_DRILL_PARAM)) {
    throw new Error('Error drill: the browser suite asked for the error screen.');
  }
  return null;
}
