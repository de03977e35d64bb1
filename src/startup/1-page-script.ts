// The page's own script, inline in the head of every prerendered page (scripts/prerender.mjs builds it on
// its own, with what it imports, into one classic script): a visit that only reads makes no script request.
// Before the app exists it makes every control answer at once, in the frame after the press: the menu
// toggle (a native dialog), the colour-scheme menu (a native popover), the notices, the not-found page's
// log; links are plain links. It goes on doing so after the app has started, which adds the drawer,
// tooltips and client-side navigation. On the first interaction it fetches the app (2-app-entry.tsx).
// What it fetches comes from its element's attributes, so that its text, and with it the hash the
// Content-Security-Policy allows it by, changes only when its code does.
import { startAppOnFirstInteraction } from './page-script/appLoader';
import { followColorSchemeChoice } from './page-script/colorScheme';
import { closeMenuOnChoice } from './page-script/menuDialog';
import { logMissingPath } from './page-script/notFound';
import { showNoticesOnRequest } from './page-script/notices';

const script = document.currentScript;
if (script instanceof HTMLScriptElement) {
  logMissingPath(script);
  followColorSchemeChoice();
  closeMenuOnChoice();
  showNoticesOnRequest();
  startAppOnFirstInteraction(script);
}
