// The same Emotion cache key on server and client, so hydration reuses the prerendered styles.
import createCache, { type EmotionCache } from '@emotion/cache';

const EMOTION_CACHE_KEY = 'css';

export function createEmotionCache(): EmotionCache {
  return createCache({ key: EMOTION_CACHE_KEY });
}
