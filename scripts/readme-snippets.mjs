// The embed snippets of the README and the docs, exactly as written there. A snippet is a fenced
// code block preceded by `<!-- snippet: name -->`; the e2e tests paste these into blank pages, so
// the docs cannot drift from what is tested.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SNIPPET = /<!-- snippet: ([a-z0-9-]+) -->\s*\n```[a-z]*\n([\s\S]*?)\n```/g;

/** The Markdown files where snippets are: README.md and every `.md` of docs/. */
export const SNIPPET_SOURCES = ['README.md', 'docs'];

/** Map of snippet name -> code, in the order written. */
export function readmeSnippets(markdown) {
  const snippets = new Map();
  for (const [, name, code] of markdown.matchAll(SNIPPET)) {
    if (snippets.has(name)) throw new Error(`README: snippet "${name}" appears twice`);
    snippets.set(name, code);
  }
  return snippets;
}

/** The Markdown files of `paths`: each a file, or a folder whose `.md` files count, in name order. */
export function markdownFiles(paths = SNIPPET_SOURCES, root = '.') {
  return paths.flatMap((path) => {
    const full = join(root, path);
    if (!statSync(full).isDirectory()) return [full];
    return readdirSync(full)
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => join(full, name));
  });
}

/**
 * Map of snippet name -> { code, file } over several Markdown files. A name may appear in two
 * files only with the same code (the README's one-tag snippet is also the docs' first).
 */
export function docsSnippets(paths = SNIPPET_SOURCES, root = '.') {
  const snippets = new Map();
  for (const file of markdownFiles(paths, root))
    for (const [name, code] of readmeSnippets(readFileSync(file, 'utf8'))) {
      const earlier = snippets.get(name);
      if (earlier && earlier.code !== code) throw new Error(`${file}: snippet "${name}" differs from the one in ${earlier.file}`);
      if (!earlier) snippets.set(name, { code, file });
    }
  return snippets;
}

/** A blank HTML page with `code` pasted into its body, as a person would do. */
export function blankPage(code, title = 'Blank page') {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
</head>
<body>
${code}
</body>
</html>
`;
}
