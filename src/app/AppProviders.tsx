// Theme, Emotion cache, tooltip group and notices: everything a page needs around it.
import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { colorSchemeStorageKey, theme } from '../../theme';
import { NoticesProvider } from '../components/notices/NoticesProvider';
import { TooltipGroup } from '../components/tooltips/TooltipGroup';

interface AppProvidersProps {
  emotionCache: EmotionCache;
  children: ReactNode;
}

export function AppProviders({ emotionCache, children }: AppProvidersProps) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme} modeStorageKey={colorSchemeStorageKey} disableTransitionOnChange>
        <CssBaseline />
        <TooltipGroup>
          <NoticesProvider>{children}</NoticesProvider>
        </TooltipGroup>
      </ThemeProvider>
    </CacheProvider>
  );
}
