/** The Markdown files where snippets are: README.md and every `.md` of docs/. */
export const SNIPPET_SOURCES: string[];
/** Map of snippet name -> code, in the order written. */
export function readmeSnippets(markdown: string): Map<string, string>;
/** The Markdown files of `paths`: each a file, or a folder whose `.md` files count. */
export function markdownFiles(paths?: string[], root?: string): string[];
/** Map of snippet name -> its code and the file it is in, over several Markdown files. */
export function docsSnippets(paths?: string[], root?: string): Map<string, { code: string; file: string }>;
/** A blank HTML page with `code` pasted into its body. */
export function blankPage(code: string, title?: string): string;
