// Theme, Emotion cache and tooltip group: everything a page needs around it.
import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { colorSchemeStorageKey, theme } from '../../theme';
import { TooltipGroup } from '../controls/tooltips/TooltipGroup';

interface AppProvidersProps {
  /**
   * The server's cache, or a test's. The browser passes none: Emotion's default cache (key "css", the
   * server's key too) took over the prerendered styles when Emotion loaded, and a second cache would
   * move every style element again, which costs the browser a full style recalculation.
   */
  emotionCache?: EmotionCache;
  children: ReactNode;
}

export function AppProviders({ emotionCache, children }: AppProvidersProps) {
  // No disableTransitionOnChange: MUI applies it when hydration reveals the scheme, not only when the
  // visitor changes it, at the price of two full style recalculations; ColorSchemeControl does it instead.
  const providers = (
    <ThemeProvider theme={theme} modeStorageKey={colorSchemeStorageKey}>
      <CssBaseline />
      <TooltipGroup>{children}</TooltipGroup>
    </ThemeProvider>
  );
  return emotionCache ? <CacheProvider value={emotionCache}>{providers}</CacheProvider> : providers;
}
