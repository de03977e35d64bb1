// Whether the page came prerendered (the browser has shown it, followed any #anchor and run no app yet)
// or empty, for the app to render (`npm run dev`). Read when the app's modules load, before React renders.

/** True when #root already held the page as the app's modules loaded; false on the server and under dev. */
export const pagePrerendered = typeof document !== 'undefined' && !!document.getElementById('root')?.firstElementChild;
