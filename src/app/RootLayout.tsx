// The frame of every page: skip link, fixed header, main content, footer.
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { SiteFooter } from '../layout/SiteFooter';
import { SiteHeader } from '../layout/SiteHeader';
import { SkipLink } from '../layout/SkipLink';
import { useRouteFocus } from './useRouteFocus';

/** `children` stands in for the matched page when the router matched none (see routes.tsx). */
export function RootLayout({ children }: { children?: ReactNode }) {
  useRouteFocus();
  return (
    <>
      <SkipLink />
      <SiteHeader />
      {/* Reserves the fixed bar's height so content starts below it. */}
      <Toolbar aria-hidden="true" sx={{ minHeight: { xs: 64, md: 72 } }} />
      <Box component="main" id="main" tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
        {children ?? <Outlet />}
      </Box>
      <SiteFooter />
    </>
  );
}
