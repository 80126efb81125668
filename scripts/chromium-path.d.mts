/** The Chromium to drive: $CHROMIUM_PATH when set, else Debian's, else undefined (Playwright's own). */
export function chromiumPath(): string | undefined;
export const chromiumArgs: string[];
