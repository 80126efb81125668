export interface HeadersRule {
  /** A URL path pattern: `*` matches any characters (`/` included), `:name` one segment. */
  path: string;
  /** [name, value] in the file's order. */
  headers: [string, string][];
}

/** The rules of a `_headers` file (Netlify, Cloudflare Pages); throws on a malformed line. */
export function parseHeadersFile(text: string): HeadersRule[];
/** The rules whose pattern matches a URL path, in the file's order. */
export function matchingRules(rules: HeadersRule[], path: string): HeadersRule[];
/** The headers for a URL path; a header set by several matching rules gets its values joined with ", ". */
export function headersFor(rules: HeadersRule[], path: string): Record<string, string>;
