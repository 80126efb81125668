// Makes sure the e2e tests have a browser (see chromium-path.mjs for which one): Playwright
// cannot download its own browsers on every machine, so an installed Chromium comes first.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { chromiumPath } from './chromium-path.mjs';

const chosen = chromiumPath();
if (chosen && !existsSync(chosen)) {
  console.error(`CHROMIUM_PATH is ${chosen}, which does not exist.`);
  process.exit(1);
}
if (chosen || (await playwrightHasOwnChromium())) process.exit(0);

const isDebian = existsSync('/etc/debian_version');
if (isDebian && process.getuid?.() === 0) {
  console.log("No Chromium found: installing Debian's chromium package…");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  if (chromiumPath()) process.exit(0);
}
console.error(`No Chromium found. Get one with:\n  ${isDebian ? 'sudo apt-get install -y chromium' : 'npx playwright install chromium'}`);
process.exit(1);

async function playwrightHasOwnChromium() {
  try {
    const { chromium } = await import('@playwright/test');
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}
