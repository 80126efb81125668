/** Where Debian puts what the cross-engine suite runs, and the package of each. */
export const FIREFOX_PATH: string;
export const WEBKIT_DRIVER_PATH: string;
export const MINIBROWSER_PATH: string;
export const XVFB_RUN_PATH: string;
export const ENGINE_PACKAGES: { path: string; pkg: string }[];
