// The auditor's report's styles, inlined into index.html by render.ts (the page passes axe itself). A module, not
// a file read at import, so that the main entry reads no file.

/** Marks the sheet as CSS for Prettier, which formats it as such; the text stays as written. */
const css = String.raw;

export const reportCss = css`
  :root {
    color-scheme: light;
    --ink: #15142b;
    --muted: #4a4966;
    --line: #c9c8dc;
    --pass: #14532d;
    --pass-bg: #dcfce7;
    --fail: #7f1d1d;
    --fail-bg: #fee2e2;
    --link: #3730a3;
  }
  * {
    box-sizing: border-box;
  }
  body {
    margin: 0;
    font:
      1rem/1.6 system-ui,
      -apple-system,
      'Segoe UI',
      Roboto,
      sans-serif;
    color: var(--ink);
    background: #fff;
    /* Paths and JSON pointers are long words: they wrap rather than run out of a phone's width. */
    overflow-wrap: anywhere;
  }
  header,
  main,
  footer {
    max-width: 72rem;
    margin: 0 auto;
    padding: 1.5rem 1rem;
  }
  a {
    color: var(--link);
  }
  a:focus-visible,
  summary:focus-visible {
    outline: 3px solid var(--link);
    outline-offset: 2px;
  }
  h1 {
    font-size: 2rem;
    line-height: 1.2;
    margin: 0 0 0.5rem;
  }
  h2 {
    margin-top: 2.5rem;
    border-top: 1px solid var(--line);
    padding-top: 1.5rem;
  }
  .muted {
    color: var(--muted);
  }
  .tables {
    display: grid;
    gap: 0 1rem;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 24rem), 1fr));
  }
  table {
    border-collapse: collapse;
    width: 100%;
    margin: 1rem 0;
    font-size: 0.9375rem;
  }
  caption {
    text-align: left;
    font-weight: 700;
    padding: 0.5rem 0;
  }
  th,
  td {
    border: 1px solid var(--line);
    padding: 0.5rem;
    text-align: left;
    vertical-align: top;
    /* Words break only where they cannot fit at all (a long address), never mid-word to save space. */
    overflow-wrap: break-word;
    hyphens: manual;
  }
  thead th {
    background: #f1f0f8;
  }
  td.pass,
  p.pass {
    background: var(--pass-bg);
    color: var(--pass);
  }
  td.fail,
  p.fail {
    background: var(--fail-bg);
    color: var(--fail);
  }
  .fail-text {
    color: var(--fail);
  }
  p.pass,
  p.fail {
    padding: 0.75rem 1rem;
    border-radius: 0.5rem;
  }
  pre {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    background: #f6f6fa;
    padding: 0.5rem;
    border-radius: 0.25rem;
    margin: 0.25rem 0;
  }
  pre.summary {
    background: transparent;
    padding: 0;
  }
  code {
    overflow-wrap: anywhere;
    font-size: 0.875em;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.25rem 1rem;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
  summary {
    cursor: pointer;
    min-height: 24px;
  }
  ul.rules > li {
    margin-bottom: 1rem;
  }
  .contents {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1.25rem;
    padding: 0;
    list-style: none;
  }
  .contents a {
    display: inline-block;
    padding: 0.625rem 0;
  }
  dl.front {
    grid-template-columns: minmax(10rem, 16rem) 1fr;
  }
  dl.front dd ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  /* The conformance tables: four columns a person can scan, the verdict never broken. */
  table.conformance {
    table-layout: fixed;
  }
  .conformance .col-criterion {
    width: 17%;
  }
  .conformance .col-verdict {
    width: 10rem;
  }
  .conformance .col-remarks {
    width: 43%;
  }
  .conformance td.verdict {
    font-weight: 700;
  }
  .conformance th[scope='row'] a {
    font-weight: 700;
  }
  .conformance .level {
    display: block;
    font-weight: 400;
    color: var(--muted);
  }
  .conformance td p,
  .check dd,
  .automated li {
    margin: 0 0 0.375rem;
  }
  .conformance td.evidence {
    font-size: 0.9em;
  }
  .check {
    border-top: 1px solid var(--line);
    padding-top: 0.5rem;
  }
  .check dl {
    grid-template-columns: minmax(8rem, 14rem) 1fr;
  }
  .verdict-not-applicable {
    color: var(--muted);
  }
  .verdict-supports {
    background: var(--pass-bg);
    color: var(--pass);
  }
  .verdict-does-not-support,
  .verdict-partially-supports {
    background: var(--fail-bg);
    color: var(--fail);
  }
  .verdict-not-evaluated {
    background: #fef3c7;
    color: #713f12;
  }
  .conformance td ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  @media (max-width: 40rem) {
    dl,
    dl.front,
    .check dl {
      grid-template-columns: 1fr;
    }
    dd {
      margin-bottom: 0.5rem;
    }
    /* On a phone each row is a block of its own: a criterion's name, verdict, remarks and evidence one under another. */
    table,
    tbody,
    tr,
    th,
    td,
    caption {
      display: block;
      width: auto;
    }
    table thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tbody tr {
      border: 1px solid var(--line);
      margin-bottom: 0.75rem;
    }
    th,
    td {
      border: 0;
    }
  }
  @page {
    size: A4;
    margin: 14mm 12mm;
  }
  @media print {
    body {
      font-size: 10pt;
    }
    header,
    main,
    footer {
      max-width: none;
      padding: 0;
    }
    nav,
    footer {
      display: none;
    }
    a {
      color: inherit;
    }
    thead {
      display: table-header-group;
    }
    tr,
    .check {
      break-inside: avoid;
    }
    h2,
    h3,
    caption {
      break-after: avoid;
    }
    table {
      font-size: 8.5pt;
    }
    .conformance .col-verdict {
      width: 8.5rem;
    }
    td.pass,
    td.fail,
    .verdict-supports,
    .verdict-does-not-support,
    .verdict-partially-supports,
    .verdict-not-evaluated {
      print-color-adjust: exact;
    }
  }
`;
