// The page's own script in a unit test: the notices stack it writes into (as the prerender places it beside
// the app's root) and its notices behaviour (src/controls/notices/notices.ts). Returns what undoes both.
import { renderToString } from 'react-dom/server';
import { AppProviders } from '../app/AppProviders';
import { createEmotionCache } from '../app/emotionCache';
import { NoticesStack } from '../controls/notices/NoticesStack';
import { NOTICES_ANNOUNCER_ID } from '../startup/contract';
import { showNoticesOnRequest } from '../controls/notices/notices';

export function withPageNotices(): () => void {
  const beside = document.createElement('div');
  beside.innerHTML = renderToString(
    <AppProviders emotionCache={createEmotionCache()}>
      <NoticesStack />
    </AppProviders>,
  );
  document.body.append(beside);
  const stop = showNoticesOnRequest();
  return () => {
    stop();
    beside.remove();
  };
}

/** The polite live region that says each notice (beside the app's root, as the prerender places it). */
export function noticesLiveRegion(): HTMLElement {
  const region = document.getElementById(NOTICES_ANNOUNCER_ID);
  if (!region) throw new Error('No notices live region in the page: render it with withPageNotices()');
  return region;
}
