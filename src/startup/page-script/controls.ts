// Each control's part of the page script: what makes it answer before the app exists, and for the colour scheme
// and the notices after it too. The one list: the prerendered page's script (1-page-script.ts) and the dev server's
// page (devPage.tsx) both start the controls from here.
import { followColorSchemeChoice } from '../../controls/color-scheme/pageColorScheme';
import { keepFocusInView } from '../../controls/links/pageFocusInView';
import { answerLandings } from '../../controls/links/pageLanding';
import { answerMenuPresses } from '../../controls/menu/pageMenu';
import { logMissingPath } from '../../controls/not-found/notFound';
import { showNoticesOnRequest } from '../../controls/notices/notices';

/**
 * Starts every control's part of the page script. In this order: each listens on `document` in the capture
 * phase, and listeners run in the order they were added. `script`: the page script's element, which says whether
 * this is the not-found page (none under `npm run dev`, whose pages log nothing).
 */
export function startPageControls(script?: HTMLScriptElement) {
  if (script) logMissingPath(script);
  followColorSchemeChoice();
  answerMenuPresses();
  answerLandings();
  keepFocusInView();
  showNoticesOnRequest();
}
