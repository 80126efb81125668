/** This build's version: `version` in package.json (define.test.ts keeps the two equal). */
export const VERSION = '0.1.0';
