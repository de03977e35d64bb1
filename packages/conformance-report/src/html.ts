// The report's one way to write HTML: a tagged template that escapes every interpolated value unless it is
// already rendered HTML. Values from axe, the page and the evaluations show as text, never as markup.
const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Any value as HTML text, safe inside an element or a quoted attribute. */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

/** An id or URL fragment from words: lower case, runs of anything but letters and digits as one "-". */
export function slug(...parts: (string | number)[]): string {
  return parts
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export class Html {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0]!;
  values.forEach((value, index) => {
    out += render(value) + strings[index + 1]!;
  });
  return new Html(out);
}

function render(value: unknown): string {
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(value);
}

/** A table's head: one row of column headers, each with scope="col". */
export function columnHeads(...columns: unknown[]): Html {
  return html`<thead>
    <tr>
      ${columns.map((column) => html`<th scope="col">${column}</th>`)}
    </tr>
  </thead>`;
}
