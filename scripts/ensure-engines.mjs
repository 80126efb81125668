// Makes sure the cross-engine suite (e2e/engines/) has its browsers, as ensure-chromium.mjs does
// for Chromium: Debian's Firefox ESR (driven over WebDriver BiDi), WebKitGTK's WebDriver with
// its MiniBrowser, and xvfb-run, which gives MiniBrowser a display. Missing ones are installed
// with apt-get when running as root on Debian; otherwise the command to run is printed.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { ENGINE_PACKAGES } from './engine-paths.mjs';

const missingPackages = () => [...new Set(ENGINE_PACKAGES.filter(({ path }) => !existsSync(path)).map(({ pkg }) => pkg))];

let missing = missingPackages();
if (missing.length === 0) process.exit(0);

const isDebian = existsSync('/etc/debian_version');
if (isDebian && process.getuid?.() === 0) {
  console.log(`Missing for the cross-engine tests: installing Debian's ${missing.join(', ')}…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit' });
  missing = missingPackages();
  if (missing.length === 0) process.exit(0);
}
console.error(
  `The cross-engine tests need ${missing.join(', ')}. ${
    isDebian ? `Get them with:\n  sudo apt-get install -y ${missing.join(' ')}` : 'Install them from your system\'s packages (the suite expects Debian\'s paths).'
  }`,
);
process.exit(1);
