// html-validate over every page of dist/ (npm run check:html): the HTML standard and a whole document's needs. Not
// its "recommended" preset: that adds style rules that fail valid HTML React writes (`<meta/>`, `dateTime`, `_R_1_`).
import { defineConfig } from 'html-validate';

export default defineConfig({
  extends: ['html-validate:standard', 'html-validate:document'],
});
