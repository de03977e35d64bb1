/**
 * The site's prefix for the names it gives in the page and in the browser's storage: the CSS variables
 * (`--crf-palette-primary-main`) and the remembered colour scheme (`crf-color-scheme`). Lower-case letters, digits
 * and hyphens; a module of its own so that the page script takes this and nothing else of the brand.
 */
export const namePrefix = 'crf';
