// Every relative link of the README and of docs/ must resolve: the file (or folder) exists and,
// for `file.md#anchor` or `#anchor`, the target has a heading with that anchor as GitHub makes
// it. External links (http, mailto) are not followed. The README stays a front door: fewer
// than 250 lines, the rest lives in docs/, where the configuration reference names every
// variable of apps/api/src/config.ts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The README and every Markdown file under docs/, as paths relative to the repository. */
function markdownFiles(): string[] {
  const docs = readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join('docs', name));
  return ['README.md', ...docs.sort()];
}

/** Fenced blocks and code spans hold examples, not links. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to dashes, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const text = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const match of text.matchAll(/^#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*$/gm)) {
    const visible = match[1]
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[`*]/g, '')
      .trim()
      .toLowerCase();
    const slug = visible.replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The link targets of a Markdown text: `[text](target)` and `[text](target "title")`. */
function linkTargets(markdown: string): string[] {
  return [...withoutCode(markdown).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]);
}

/**
 * The links of `files` (repository-relative paths, read with `read`) that do not resolve,
 * as "file: target (why)".
 */
function brokenLinks(
  files: string[],
  read: (file: string) => string,
  exists: (file: string) => 'file' | 'dir' | null,
): string[] {
  const broken: string[] = [];
  for (const file of files) {
    for (const target of linkTargets(read(file))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const [rawPath, anchor] = target.split('#', 2);
      const linked =
        rawPath === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(rawPath)));
      const kind = exists(linked);
      if (!kind) {
        broken.push(`${file}: ${target} (no such file)`);
        continue;
      }
      if (
        anchor !== undefined &&
        kind === 'file' &&
        linked.endsWith('.md') &&
        !headingAnchors(read(linked)).has(anchor)
      ) {
        broken.push(`${file}: ${target} (no heading #${anchor} in ${linked})`);
      }
    }
  }
  return broken;
}

function onDisk(file: string): 'file' | 'dir' | null {
  const full = path.join(root, file);
  if (!existsSync(full)) return null;
  return statSync(full).isDirectory() ? 'dir' : 'file';
}

const fromDisk = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('documentation links', () => {
  it('finds a missing file and a missing anchor', () => {
    const texts: Record<string, string> = {
      'README.md':
        '# Top\n[ok](docs/a.md#the-part) [gone](docs/b.md) [bad](docs/a.md#nope) [self](#top) `[code](x.md)`',
      'docs/a.md': '# A\n## The part\n[up](../README.md#top) [web](https://example.com/x.md)',
    };
    const found = brokenLinks(
      Object.keys(texts),
      (f) => texts[f],
      (f) => (f in texts ? 'file' : f === 'docs' ? 'dir' : null),
    );
    expect(found).toEqual([
      'README.md: docs/b.md (no such file)',
      'README.md: docs/a.md#nope (no heading #nope in docs/a.md)',
    ]);
  });

  it('makes anchors as GitHub does', () => {
    const anchors = headingAnchors(
      "# Payment keys (Pagamenti)\n## A restaurant's own domain\n### `GET` order/x\n## Ore\n## Ore\n## Capacità",
    );
    expect([...anchors]).toEqual([
      'payment-keys-pagamenti',
      'a-restaurants-own-domain',
      'get-orderx',
      'ore',
      'ore-1',
      'capacità',
    ]);
  });

  it('every relative link of README.md and docs/ resolves', () => {
    const files = markdownFiles();
    expect(files.length).toBeGreaterThan(10);
    expect(brokenLinks(files, fromDisk, onDisk)).toEqual([]);
  });

  it('docs/configuration.md lists every variable the server reads', () => {
    const config = fromDisk('apps/api/src/config.ts');
    const schema = config.slice(
      config.indexOf('const envSchema'),
      config.indexOf('\n});', config.indexOf('const envSchema')),
    );
    const variables = [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]);
    expect(variables.length).toBeGreaterThan(50);
    const reference = fromDisk('docs/configuration.md');
    expect(variables.filter((name) => !reference.includes(`\`${name}\``))).toEqual([]);
  });

  it('README.md is a front door of fewer than 250 lines', () => {
    const lines = fromDisk('README.md').split('\n').length;
    expect(lines).toBeLessThan(250);
  });
});
