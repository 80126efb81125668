import { batch, signal, type ReadonlySignal } from '@preact/signals';
import { loadBesideScript } from '../shared/beside-script';
import type { BesideScriptName } from '../shared/beside-script-files';
import { onDemand } from '../shared/on-demand';

/** A file beside the script that runs on what the first view hands it (./first-view-runtime.ts). */
export interface RuntimeFile<Module> {
  /** Its module once it has loaded: one per page, shared by every widget. */
  module: ReadonlySignal<Module | null>;
  /** The last attempt to load it failed; the next `load` asks again. */
  failed: ReadonlySignal<boolean>;
  /** Loads it, once; a failed load is forgotten, so the next call asks again. */
  load(): Promise<Module | null>;
}

/**
 * The file `name` beside the script (the booking step, the schedule, the popup), whose module is
 * handed `runtime` as soon as it has loaded, before anything of it runs. `what` names it in the
 * console when it cannot load.
 */
export function runtimeFile<Runtime, Module extends { provide(runtime: Runtime): void }>(
  name: BesideScriptName,
  what: string,
  runtime: Runtime,
): RuntimeFile<Module> {
  const module = signal<Module | null>(null);
  const failed = signal(false);
  const file = onDemand(() => loadBesideScript<Module>(name), what, 'forget');
  return {
    module,
    failed,
    async load() {
      const loaded = await file();
      if (loaded && !module.peek()) loaded.provide(runtime);
      batch(() => {
        if (loaded) module.value = loaded;
        failed.value = !loaded;
      });
      return loaded;
    },
  };
}
