// The report's one way to write HTML: a tagged template that escapes every interpolated value unless it is
// already rendered HTML. Values from axe, the page and the evaluations show as text, never as markup.
import { escapeHtml } from '../../src/text/markup.mjs';

export { escapeHtml };

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
