// The same Emotion cache on server and client, so hydration reuses the prerendered styles.
import createCache, { type EmotionCache } from '@emotion/cache';

const EMOTION_CACHE_KEY = 'css';

export function createEmotionCache(): EmotionCache {
  // No vendor prefixes (Emotion's default adds about 380 of them, 11.6 kB of the home page's CSS): the
  // browsers this site supports read the standard properties; the one prefix Safari still needs,
  // -webkit-backdrop-filter before Safari 18, is written by hand (theme/components/navigation.ts).
  return createCache({ key: EMOTION_CACHE_KEY, stylisPlugins: [] });
}
