/// <reference path="./beside-script-loaders.d.ts" />
import { besideScriptLoaders } from 'virtual:beside-script-loaders';
import type { BesideScriptName } from './beside-script-files';

export { isBesideScript, type BesideScriptName } from './beside-script-files';

/**
 * Loads one of the files beside the script (./beside-script-files.ts). In the classic scripts
 * its address is absolute, made from where the script itself was loaded; in the ES module it is
 * a relative `import()` that bundlers follow; in the unit tests it is the source module.
 */
export function loadBesideScript<Module>(name: BesideScriptName): Promise<Module> {
  return besideScriptLoaders[name]() as Promise<Module>;
}
