// The limit page, what a Lighthouse result is reduced to (on a result of the test's own) and the host's CPU steal.
import { describe, expect, it } from 'vitest';
import { limitPage, stealPercent, summarise } from '../src/index.mjs';

type Result = Parameters<typeof summarise>[0];

describe('limitPage', () => {
  it('keeps the HTML and CSS, and removes every script and modulepreload', () => {
    const kept = ['<title>T</title>', '<link rel="stylesheet" href="/a.css">', '<style>p{}</style>', '<p>Words</p>'];
    const html = `<!doctype html><head>${kept[0]}<script type="module">start()</script>
      <link rel="modulepreload" href="/app.js">${kept[1]}${kept[2]}</head>
      <body>${kept[3]}<script src="/b.js"></script></body>`;
    const limit = limitPage(html);
    for (const part of kept) expect(limit).toContain(part);
    expect(limit).not.toMatch(/<script|modulepreload/);
  });
});

describe('summarise', () => {
  const origin = 'http://127.0.0.1:9';
  const weights = { 'is-crawlable': 3, 'meta-description': 1, 'document-title': 1 };
  const scores = { 'is-crawlable': 0, 'meta-description': 1, 'document-title': 0.5 };
  const category = (score: number, ids: string[]) => ({
    score,
    auditRefs: ids.map((id) => ({ id, weight: weights[id as keyof typeof weights] ?? 1 })),
  });
  const requests = [
    { url: `${origin}/`, resourceType: 'Document', transferSize: 1000 },
    { url: `${origin}/a.js`, resourceType: 'Script', transferSize: 300 },
    { url: `${origin}/b.js`, resourceType: 'Script', transferSize: 200 },
    { url: 'https://fonts.example/f.woff2', resourceType: 'Font', transferSize: 50 },
    { url: 'data:image/png;base64,', resourceType: 'Image', transferSize: 0 },
  ];
  const lhr = {
    categories: {
      performance: category(0.97, []),
      accessibility: category(1, []),
      'best-practices': category(1, []),
      seo: category(0.4, Object.keys(weights)),
    },
    audits: {
      ...Object.fromEntries(Object.entries(scores).map(([id, score]) => [id, { id, score }])),
      'largest-contentful-paint': { numericValue: 812.5 },
      'total-blocking-time': { numericValue: 40 },
      'network-requests': { details: { items: requests } },
      'long-tasks': { details: { items: [{ url: `${origin}/a.js`, startTime: 10.4, duration: 70.6 }] } },
    },
    environment: { benchmarkIndex: 1234 },
    runWarnings: [],
  } as unknown as Result;

  it('keeps the scores, figures and bytes by type, and the requests that leave the origin', () => {
    const summary = summarise(lhr, { origin });
    expect(summary.performance).toBe(0.97);
    expect(summary.lcp).toBe(812.5);
    expect(summary.jsBytes).toBe(300 + 200);
    expect(summary.htmlBytes).toBe(1000);
    expect(summary.requests).toBe(requests.length);
    expect(summary.offOrigin).toEqual(['https://fonts.example/f.woff2']);
    expect(summary.longTasks).toEqual([{ url: '/a.js', start: 10, duration: 71 }]);
    expect(summary.failing.seo).toEqual(['is-crawlable', 'document-title']);
    expect(summary.hostIndex).toBe(1234);
  });

  it('scores a category without the exempt audits as Lighthouse weighs the rest', () => {
    const kept = ['meta-description', 'document-title'] as const;
    const expected =
      kept.reduce((total, id) => total + weights[id] * scores[id], 0) /
      kept.reduce((total, id) => total + weights[id], 0);
    expect(summarise(lhr, { origin, exempt: { seo: ['is-crawlable'] } }).seoExceptExempt).toBeCloseTo(expected);
    expect(summarise(lhr, { origin }).seoExceptExempt).toBeCloseTo(
      Object.keys(weights).reduce((t, id) => t + weights[id as 'is-crawlable'] * scores[id as 'is-crawlable'], 0) / 5,
    );
  });
});

describe('stealPercent', () => {
  it('is the stolen share of the time between two readings, NaN without both or without time', () => {
    expect(stealPercent({ total: 1000, steal: 10 }, { total: 1400, steal: 60 })).toBe((100 * 50) / 400);
    expect(stealPercent(null, { total: 1, steal: 0 })).toBeNaN();
    expect(stealPercent({ total: 5, steal: 1 }, { total: 5, steal: 1 })).toBeNaN();
  });
});
