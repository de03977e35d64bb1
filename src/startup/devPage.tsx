// Under `npm run dev` the page is rendered by the app, not prerendered: there is no page script in the head
// and no page menu or notices stack beside the root. This sets up both from the lists the built page is made
// from (page-script/controls.ts, BesideRoot.tsx), so that the dev page behaves as the built one.
import { createRoot } from 'react-dom/client';
import { AppProviders } from '../app/AppProviders';
import { BesideRoot } from './BesideRoot';
import { startPageControls } from './page-script/controls';

export function setUpDevPage() {
  startPageControls();
  const outside = document.createElement('div');
  document.body.append(outside);
  createRoot(outside).render(
    <AppProviders>
      <BesideRoot location={location.pathname} noticeTemplate="hidden" />
    </AppProviders>,
  );
}
