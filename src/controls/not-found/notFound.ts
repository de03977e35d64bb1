// The not-found page logs the requested path as it loads, with or without the app (spec: the path is logged). The
// one place it is logged: every visit to the not-found page is a page load (links are the browser's).
import { missingPathMessage, NOT_FOUND_ATTRIBUTE } from '../../startup/contract';

export function logMissingPath(script: HTMLScriptElement) {
  if (!script.hasAttribute(NOT_FOUND_ATTRIBUTE)) return;
  console.error(missingPathMessage(location.pathname));
}
