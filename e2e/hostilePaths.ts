// Hostile paths, each with the page it must show: the browser suite visits them (hostile.spec.ts) and the nginx
// suite asks Debian's nginx for them (nginx/nginx.spec.ts).

export type Shown = 'home' | 'blog' | 'not-found';

/** [path as sent, what it must show]. Paths are appended to the origin as they are, not resolved. */
export const hostilePaths: [string, Shown][] = [
  // Markup, encoded and raw, in the path, query and hash.
  ['/%3Cscript%3Ealert(1)%3C/script%3E', 'not-found'],
  ['/<img src=x onerror=alert(1)>', 'not-found'],
  ['/"><svg onload=alert(1)>', 'not-found'],
  ['/%22%3E%3Csvg%20onload%3Dalert(1)%3E', 'not-found'],
  ['/javascript:alert(1)', 'not-found'],
  ['/blog?x=<script>alert(1)</script>', 'blog'],
  ['/?q=%00', 'home'],
  ['/?<img src=x onerror=alert(1)>', 'home'],
  ['/#<img src=x onerror=alert(1)>', 'home'],
  ['/blog#%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', 'blog'],
  // Unknown, malformed and odd anchors.
  ['/blog#nope', 'blog'],
  ['/#nope', 'home'],
  ['/#%E0%A4%A', 'home'],
  ['/#', 'home'],
  ['/#team', 'home'],
  // Dot segments and traversal.
  ['/blog/../blog', 'blog'],
  ['/blog/./', 'blog'],
  ['/..%2F..%2Fetc%2Fpasswd', 'not-found'],
  ['/%2e%2e/%2e%2e/etc/passwd', 'not-found'],
  ['/blog/..%2F..%2Fpackage.json', 'not-found'],
  // Doubled slashes and protocol-relative tricks: must stay on this origin.
  ['//evil.example', 'not-found'],
  ['//evil.example/%2F..', 'home'],
  ['///evil.example', 'not-found'],
  ['/\\evil.example', 'not-found'],
  // `serve` answers doubled slashes with a redirect to the single-slash path, and decodes %2F first.
  ['//blog', 'blog'],
  // Size, unicode, control characters, malformed escapes, case.
  [`/${'a'.repeat(4000)}`, 'not-found'],
  [`/blog?${'q='.repeat(2000)}`, 'blog'],
  ['/日本語', 'not-found'],
  ['/%F0%9F%98%80', 'not-found'],
  ['/%E2%80%AE', 'not-found'],
  ['/%E0%A4%A', 'not-found'],
  ['/%', 'not-found'],
  ['/%00', 'not-found'],
  ['/%0d%0aSet-Cookie:%20injected=1', 'not-found'],
  ['/BLOG', 'not-found'],
  ['/blog/extra', 'not-found'],
  ['/docs/../../../../', 'home'],
];
