// The header definition itself: the policy the issue asks for, hashing, and the three output formats.
import { createHash } from 'node:crypto';
import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  headersFile,
  inlineScriptHashes,
  nginxConfig,
  securityHeaders,
  serveConfig,
} from './headers.mjs';

const hash = "'sha256-abc='";

/** The policy as a map from directive to its sources. */
function directives(policy) {
  return new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
}

describe('the Content-Security-Policy', () => {
  const policy = directives(contentSecurityPolicy([hash]));

  it('runs scripts from our origin and the hashed inline scripts only', () => {
    expect(policy.get('script-src')).toEqual(["'self'", hash]);
    expect(contentSecurityPolicy([hash])).not.toMatch(/'unsafe-eval'|'strict-dynamic'|\*/);
  });

  it('has every directive the issue asks for', () => {
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    // Emotion's runtime <style> elements and MUI's style attributes: docs/security.md explains.
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('names no directive twice', () => {
    const names = contentSecurityPolicy([hash])
      .split('; ')
      .map((directive) => directive.split(' ')[0]);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('securityHeaders', () => {
  const headers = securityHeaders([hash]);
  const byName = new Map(headers.map(({ key, value }) => [key, value]));

  it('has each header once', () => {
    expect(new Set(headers.map(({ key }) => key.toLowerCase())).size).toBe(headers.length);
  });

  it('sends the hardening headers', () => {
    expect(byName.get('X-Content-Type-Options')).toBe('nosniff');
    expect(byName.get('Referrer-Policy')).toMatch(/^(no-referrer|same-origin|strict-origin)/);
    expect(byName.get('Strict-Transport-Security')).toMatch(/^max-age=(\d+)/);
    expect(Number(/max-age=(\d+)/.exec(byName.get('Strict-Transport-Security') ?? '')?.[1])).toBeGreaterThanOrEqual(
      31_536_000,
    );
    for (const feature of ['camera', 'microphone', 'geolocation', 'browsing-topics', 'payment', 'usb']) {
      expect(byName.get('Permissions-Policy')).toContain(`${feature}=()`);
    }
  });
});

describe('inlineScriptHashes', () => {
  const page = (html) => ({ document: parse(html) });
  const sha256 = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('hashes the exact text of each inline script, once, and skips external scripts and data blocks', () => {
    const source = '\n(function(){ document.documentElement.dataset.x = "é"; })();\n';
    const pages = [
      page(`<head><script>${source}</script><script type="module" src="/assets/app.js"></script></head>`),
      page(`<body><script>${source}</script><script type="application/ld+json">{"a":1}</script></body>`),
      page(`<body><script type="module">import '/x.js';</script></body>`),
    ];
    expect(inlineScriptHashes(pages)).toEqual([sha256(source), sha256("import '/x.js';")].sort());
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes([page('<p>hello</p>')])).toEqual([]);
  });
});

describe('the output formats', () => {
  const headers = [
    { key: 'X-One', value: "a 'b'" },
    { key: 'X-Two', value: 'say "hi"' },
  ];

  const typed = [{ path: '/feed.xml', type: 'application/atom+xml' }];

  it('writes the _headers file for every path, then each typed file', () => {
    expect(headersFile(headers)).toMatch(/^# .*\n\/\*\n {2}X-One: a 'b'\n {2}X-Two: say "hi"\n$/);
    expect(headersFile(headers, typed)).toMatch(
      /\n\/feed\.xml\n {2}Content-Type: application\/atom\+xml; charset=utf-8\n$/,
    );
  });

  it('adds a serve.json rule for every path and keeps the settings and rules already there', () => {
    const existing = {
      cleanUrls: true,
      headers: [{ source: 'assets/**', headers: [{ key: 'Cache-Control', value: 'x' }] }],
    };
    expect(serveConfig(existing, headers, typed)).toEqual({
      cleanUrls: true,
      headers: [
        ...existing.headers,
        { source: '**', headers },
        { source: 'feed.xml', headers: [{ key: 'Content-Type', value: 'application/atom+xml; charset=utf-8' }] },
      ],
    });
  });

  describe('the nginx server block', () => {
    const config = nginxConfig(headers, { typed, unserved: ['serve.json', '404.html'] });
    const lines = config.split('\n').map((line) => line.trim());

    it('sends every header on every answer, 404s included, with quotes escaped', () => {
      expect(lines).toContain(`add_header X-One "a 'b'" always;`);
      expect(lines).toContain('add_header X-Two "say \\"hi\\"" always;');
      // A location with an add_header of its own would drop the server's: there is none.
      expect(config.match(/^\s*add_header /gm)).toHaveLength(headers.length);
    });

    it('refuses a value nginx would expand as a variable', () => {
      expect(() => nginxConfig([{ key: 'X', value: 'a $uri' }])).toThrow(/variable/);
    });

    it('has clean URLs, the not-found page for 404 and 400, no version, and the typed files’ media types', () => {
      expect(lines).toEqual(
        expect.arrayContaining([
          'try_files $uri $uri.html $uri/index.html =404;',
          'error_page 400 404 /404.html;',
          'server_tokens off;',
          'location = /feed.xml {',
          'default_type application/atom+xml;',
        ]),
      );
      expect(lines.find((line) => line.startsWith('charset_types'))).toContain('application/atom+xml');
    });

    it('keeps the hosting files and the error pages (at either name) from visitors', () => {
      const pattern = /location ~ (\S+) \{\n\s+internal;/.exec(config)?.[1];
      expect(pattern).toBeDefined();
      const unserved = new RegExp(pattern);
      for (const path of ['/serve.json', '/404.html', '/404']) expect(path).toMatch(unserved);
      for (const path of ['/', '/blog', '/serve.jsonx', '/4044', '/a/404', '/serveXjson'])
        expect(path).not.toMatch(unserved);
    });
  });
});
