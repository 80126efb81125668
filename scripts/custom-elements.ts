// Writes the Custom Elements Manifest: `npx tsx scripts/custom-elements.ts <dir>` -> <dir>/custom-elements.json
// (`npm run build` writes it into dist/, which package.json's "customElements" names).
// scripts/custom-elements.test.ts validates the same text against the published schema.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { customElementsManifest } from './custom-elements-manifest';

/** The file's text, as the build writes it. */
export function customElementsJson(): string {
  return `${JSON.stringify(customElementsManifest(), null, 2)}\n`;
}

// Run as a script (not imported by the test): write the file.
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const dir = process.argv[2] ?? 'dist';
  writeFileSync(join(dir, 'custom-elements.json'), customElementsJson());
}
