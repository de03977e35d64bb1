// The page's own script in a unit test: the notices stack it writes into (as the prerender places it beside
// the app's root) and its notices behaviour (src/startup/page-script/notices.ts). Returns what undoes both.
import { renderToString } from 'react-dom/server';
import { AppProviders } from '../app/AppProviders';
import { createEmotionCache } from '../app/emotionCache';
import { NoticesStack } from '../components/notices/NoticesStack';
import { showNoticesOnRequest } from '../startup/page-script/notices';

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
