// The page's own markup beside #root, which the app never renders and the page script answers: the page's menu
// and the notices stack. The one list: the prerender writes it (src/app/entry-server.tsx), and the dev server's
// page, which has no prerendered markup, renders it (devPage.tsx).
import { StaticRouter } from 'react-router-dom';
import { PageMenu } from '../controls/menu/PageMenu';
import { NoticesStack } from '../controls/notices/NoticesStack';

export function BesideRoot({
  location,
  noticeTemplate = 'template',
}: {
  /** The page's path: the menu marks the current page's link. */
  location: string;
  /** How the stack holds one notice's markup: see NoticesStack. */
  noticeTemplate?: 'template' | 'hidden';
}) {
  return (
    <>
      <StaticRouter location={location}>
        <PageMenu />
      </StaticRouter>
      <NoticesStack template={noticeTemplate} />
    </>
  );
}
