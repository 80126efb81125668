/** Map of snippet name -> code, in README order. */
export function readmeSnippets(markdown: string): Map<string, string>;
/** A blank HTML page with `code` pasted into its body. */
export function blankPage(code: string, title?: string): string;
