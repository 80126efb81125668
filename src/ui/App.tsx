import type { Store } from '../state/store';

export function App({ store }: { store: Store }) {
  const { locale } = store.config.value;
  return (
    <div class="w" lang={locale} part="root">
      <div class="sk" aria-busy="true" />
    </div>
  );
}
