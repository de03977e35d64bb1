// Under `npm run dev` the page is rendered by the app, not prerendered: there is no page script in the head
// and no page menu or notices stack beside the root. This sets up both, so that the dev page behaves as the built one.
import { createRoot } from 'react-dom/client';
import { AppProviders } from '../app/AppProviders';
import { NoticesStack } from '../controls/notices/NoticesStack';
import { followColorSchemeChoice } from '../controls/color-scheme/pageColorScheme';
import { MemoryRouter } from 'react-router-dom';
import { answerLandings } from '../controls/links/pageLanding';
import { answerMenuPresses } from '../controls/menu/pageMenu';
import { PageMenu } from '../controls/menu/PageMenu';
import { showNoticesOnRequest } from '../controls/notices/notices';

export function setUpDevPage() {
  followColorSchemeChoice();
  answerMenuPresses();
  answerLandings();
  showNoticesOnRequest();
  const outside = document.createElement('div');
  document.body.append(outside);
  createRoot(outside).render(
    <AppProviders>
      <MemoryRouter initialEntries={[location.pathname]}>
        <PageMenu />
      </MemoryRouter>
      <NoticesStack template="hidden" />
    </AppProviders>,
  );
}
