// The README's embed snippets, exactly as written there. A snippet is a fenced code block
// preceded by `<!-- snippet: name -->`; the e2e tests paste these into blank pages, so the
// README cannot drift from what is tested.
const SNIPPET = /<!-- snippet: ([a-z0-9-]+) -->\s*\n```[a-z]*\n([\s\S]*?)\n```/g;

/** Map of snippet name -> code, in README order. */
export function readmeSnippets(markdown) {
  const snippets = new Map();
  for (const [, name, code] of markdown.matchAll(SNIPPET)) {
    if (snippets.has(name)) throw new Error(`README: snippet "${name}" appears twice`);
    snippets.set(name, code);
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
