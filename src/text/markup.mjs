// @ts-check
// Text made safe for HTML and for ids, shared by the site (Team's ids), the build scripts (the prerendered
// head, the social card) and the accessibility report. Plain JavaScript so that Node scripts import it as it is.

/** @type {Record<string, string>} */
const entities = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Any value as HTML text, safe inside an element or a quoted attribute.
 * @param {unknown} value
 * @returns {string}
 */
export function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

/**
 * An id or URL fragment from words: lower case, runs of anything but letters and digits as one "-".
 * @param {...(string | number)} parts
 * @returns {string}
 */
export function slug(...parts) {
  return parts
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
