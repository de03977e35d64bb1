// The words of the two pages that stand in for a page: the not-found page (any path without a route, as the spec
// describes it) and the screen shown when rendering fails.
export const notFound = {
  /** Shown above the heading, as the spec asks: the status code. */
  code: '404',
  heading: 'Oops! Page not found',
  /** Around the missing path, once the page knows it (after the app starts). */
  noPageAt: 'There is no page at ',
  afterPath: '.',
  /** Before the app starts, and without JavaScript: the address bar shows the path. */
  noPageHere: 'There is no page at this address.',
  hint: 'It may have moved, or the link may be mistyped.',
  homeLabel: 'Back to the home page',
} as const;

export const unexpectedError = {
  heading: 'Unexpected Application Error!',
  text: 'Something went wrong while showing this page. Please try again from the home page.',
  homeLabel: 'Go to the home page',
} as const;
