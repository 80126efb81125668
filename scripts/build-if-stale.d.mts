/** Builds dist/ when it is missing or older than src/; true when it built. */
export function buildIfStale(): boolean;
