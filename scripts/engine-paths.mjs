// Where Debian puts what the cross-engine suite (e2e/engines/) runs, and the package of each.
export const FIREFOX_PATH = '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB_RUN_PATH = '/usr/bin/xvfb-run';

export const ENGINE_PACKAGES = [
  { path: FIREFOX_PATH, pkg: 'firefox-esr' },
  { path: WEBKIT_DRIVER_PATH, pkg: 'webkit2gtk-driver' },
  // In libwebkit2gtk-4.1-0, which webkit2gtk-driver depends on.
  { path: MINIBROWSER_PATH, pkg: 'webkit2gtk-driver' },
  // Gives MiniBrowser a display; xvfb-run needs xauth, which xvfb only recommends.
  { path: XVFB_RUN_PATH, pkg: 'xvfb' },
  { path: '/usr/bin/xauth', pkg: 'xauth' },
];
