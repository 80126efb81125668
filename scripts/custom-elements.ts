// Writes the Custom Elements Manifest: `npx tsx scripts/custom-elements.ts <dir>` -> <dir>/custom-elements.json
// (`npm run build` writes it into dist/, which package.json's "customElements" names).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { customElementsManifest } from './custom-elements-manifest';

const dir = process.argv[2] ?? 'dist';
writeFileSync(join(dir, 'custom-elements.json'), `${JSON.stringify(customElementsManifest(), null, 2)}\n`);
