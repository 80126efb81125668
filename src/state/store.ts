import { signal } from '@preact/signals';
import type { SpaceClient } from '../api/client';
import type { Emit } from '../embed/events';
import { emptyConfig, type WidgetConfig } from './config';

export interface StoreOptions {
  createClient(apiBase: string): SpaceClient;
  emit: Emit;
  setLocale(locale: string): void;
  now?: () => Date;
}

export function createStore(options: StoreOptions) {
  const config = signal<WidgetConfig>(emptyConfig);
  return {
    options,
    config,
    configure(next: WidgetConfig): void {
      config.value = next;
    },
    dispose(): void {},
  };
}

export type Store = ReturnType<typeof createStore>;
