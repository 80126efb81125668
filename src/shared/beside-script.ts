/// <reference path="./beside-script-loaders.d.ts" />
import { besideScriptLoaders } from 'virtual:beside-script-loaders';
import type { BesideScriptName } from './beside-script-files';

export type { BesideScriptName };

/**
 * Whether a file of that name ships beside the script. Read from the loaders, which every build
 * generates for each name, so that the registry's source paths stay out of the bundle.
 */
export const isBesideScript = (name: string): name is BesideScriptName => Object.hasOwn(besideScriptLoaders, name);

/**
 * Loads one of the files beside the script (./beside-script-files.ts). In the classic scripts
 * its address is absolute, made from where the script itself was loaded; in the ES module it is
 * a relative `import()` that bundlers follow; in the unit tests it is the source module.
 */
export function loadBesideScript<Module>(name: BesideScriptName): Promise<Module> {
  return besideScriptLoaders[name]() as Promise<Module>;
}
