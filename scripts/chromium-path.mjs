import { existsSync } from 'node:fs';

/**
 * The Chromium to drive: $CHROMIUM_PATH when set (even if wrong, so a typo is reported rather
 * than another browser silently used), else Debian's, else none (Playwright's own).
 */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined;
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
