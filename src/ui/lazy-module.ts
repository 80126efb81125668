import { batch, signal, type ReadonlySignal } from '@preact/signals';
import { addEnglish, type Catalog } from '../i18n/index';
import { onDemand } from '../shared/on-demand';

/** A stalled chunk would otherwise leave the visitor before a placeholder; it is used all the same when it comes later. */
export const CHUNK_TIME_LIMIT_MS = 15_000;

export interface LazyModule<Module> {
  /** One per page, shared by every widget. */
  module: ReadonlySignal<Module | null>;
  failed: ReadonlySignal<boolean>;
  /** Null when it failed or has not come within this call's time limit; a failed load is forgotten. */
  load(): Promise<Module | null>;
  /** However late: a stalled load may end in it after all. */
  arrival: Promise<Module>;
}

/** Its English text joins every catalog's fallback as it arrives, before anything of it renders. */
export function lazyModule<Module extends { english: Catalog }>(importModule: () => Promise<Module>, what: string): LazyModule<Module> {
  const module = signal<Module | null>(null);
  const failed = signal(false);
  let arrive: (loaded: Module) => void;
  const arrival = new Promise<Module>((resolve) => (arrive = resolve));
  const arrived = (loaded: Module): Module => {
    if (module.peek()) return module.peek()!;
    addEnglish(loaded.english);
    batch(() => {
      module.value = loaded;
      failed.value = false;
    });
    arrive(loaded);
    return loaded;
  };
  const chunk = onDemand(() => importModule().then(arrived), what, 'forget');
  let stalled: Promise<Module | null> | undefined;
  return {
    module,
    failed,
    arrival,
    async load() {
      const loading = chunk();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeUp = new Promise<null>((resolve) => {
        timer = setTimeout(() => {
          // Said once per load that stalls, however many calls wait for it.
          if (stalled !== loading) console.error(`space-booking: ${what} has not loaded within ${CHUNK_TIME_LIMIT_MS / 1000} seconds`);
          stalled = loading;
          resolve(null);
        }, CHUNK_TIME_LIMIT_MS);
      });
      const loaded = (await Promise.race([loading, timeUp])) ?? module.peek();
      clearTimeout(timer);
      failed.value = !loaded;
      return loaded;
    },
  };
}
