// The not-found page logs the requested path as it loads, with or without the app (spec: the path is logged).
import { LOGGED_PATH_ATTRIBUTE, missingPathMessage, NOT_FOUND_ATTRIBUTE } from '../contract';

export function logMissingPath(script: HTMLScriptElement) {
  if (!script.hasAttribute(NOT_FOUND_ATTRIBUTE)) return;
  console.error(missingPathMessage(location.pathname));
  document.documentElement.setAttribute(LOGGED_PATH_ATTRIBUTE, location.pathname);
}
