// The page's own script, inline in the head of every prerendered page (scripts/prerender.mjs builds it on
// its own, with what it imports, into one classic script): a visit that only reads makes no script request.
// Before the app exists it makes every control answer at once, in the frame after the press: the menu (the
// page's own, until the app's drawer is ready: src/startup/handover.ts), the colour-scheme menu (a native
// popover), the notices, the not-found page's log; links are the browser's. It goes on doing so after the app
// has started, which adds the drawer, tooltips and the frosted bar. On the first interaction it fetches the
// app (2-app-entry.tsx).
// What it fetches comes from its element's attributes, so that its text, and with it the hash the
// Content-Security-Policy allows it by, changes only when its code does.
import { startAppOnFirstInteraction } from './page-script/appLoader';
import { followColorSchemeChoice } from '../controls/color-scheme/pageColorScheme';
import { answerLandings } from '../controls/links/pageLanding';
import { answerMenuPresses } from '../controls/menu/pageMenu';
import { logMissingPath } from '../controls/not-found/notFound';
import { showNoticesOnRequest } from '../controls/notices/notices';

const script = document.currentScript;
if (script instanceof HTMLScriptElement) {
  logMissingPath(script);
  followColorSchemeChoice();
  answerMenuPresses();
  answerLandings();
  showNoticesOnRequest();
  startAppOnFirstInteraction(script);
}
