// Under `npm run dev` the page is rendered by the app, not prerendered: there is no page script in the head
// and no notices stack beside the root. This sets up both, so that the dev page behaves as the built one.
import { createRoot } from 'react-dom/client';
import { AppProviders } from '../app/AppProviders';
import { NoticesStack } from '../components/notices/NoticesStack';
import { followColorSchemeChoice } from './page-script/colorScheme';
import { closeMenuOnChoice } from './page-script/menuDialog';
import { showNoticesOnRequest } from './page-script/notices';

export function setUpDevPage() {
  followColorSchemeChoice();
  closeMenuOnChoice();
  showNoticesOnRequest();
  const outside = document.createElement('div');
  document.body.append(outside);
  createRoot(outside).render(
    <AppProviders>
      <NoticesStack template="hidden" />
    </AppProviders>,
  );
}
