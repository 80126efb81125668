// Makes sure the e2e tests have a browser. Playwright cannot download its own
// browsers on every machine, so an installed Chromium is preferred.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { chromiumPath } from './chromium-path.mjs';

if (chromiumPath() || (await playwrightHasOwnChromium())) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const isDebian = existsSync('/etc/debian_version');
if (isRoot && isDebian) {
  console.log('No Chromium found: installing Debian\'s chromium package…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (chromiumPath()) process.exit(0);
}
console.error(
  'No Chromium found. Install one with:\n  sudo apt-get install -y chromium\n' +
    'or set CHROMIUM_PATH, or run: npx playwright install chromium',
);
process.exit(1);

async function playwrightHasOwnChromium() {
  try {
    const { chromium } = await import('@playwright/test');
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}
