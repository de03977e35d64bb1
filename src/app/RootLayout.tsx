// The frame of every page: skip link, fixed header, main content, footer.
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { bar } from '../../theme/tokens';
import { landingStyles } from '../controls/links/landing';
import { SkipLink } from '../controls/links/SkipLink';
import { SiteFooter } from '../layout/SiteFooter';
import { SiteHeader } from '../layout/SiteHeader';
import { BAR_HEIGHT_CSS_VAR, MAIN_ID } from './constants';

/** `children` stands in for the matched page when the router matched none (see routes.tsx). */
export function RootLayout({ children }: { children?: ReactNode }) {
  return (
    <>
      {/* Anchor jumps (with or without JavaScript) and keyboard focus scrolling stop clear of the fixed bar. */}
      <GlobalStyles styles={landingStyles} />
      <SkipLink />
      <SiteHeader />
      {/* Reserves the fixed bar's height so content starts below it, however tall larger text makes the bar;
          the same height, edge included, before the app has measured it, so that nothing moves when it does. */}
      <Toolbar
        aria-hidden="true"
        sx={{
          minHeight: {
            xs: bar.toolbarMinHeight.xs + bar.borderWidth,
            md: bar.toolbarMinHeight.md + bar.borderWidth,
          },
          height: `var(${BAR_HEIGHT_CSS_VAR}, auto)`,
        }}
      />
      <Box component="main" id={MAIN_ID}>
        {children ?? <Outlet />}
      </Box>
      <SiteFooter />
    </>
  );
}
