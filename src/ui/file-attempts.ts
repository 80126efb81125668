import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import type { Store } from '../state/store';

/** Focus goes to a failed attempt's new alert, or to the step's heading when a late file comes; neither once the view has gone. */
export function useFileAttempts(store: Store, module: unknown, load: () => Promise<unknown>) {
  const attempt = useSignal<'none' | 'loading' | 'done'>('none');
  /** The alert focus was on goes away when the file comes: focus follows to the view. */
  const awaited = useRef(false);
  const shown = useRef(true);
  useEffect(() => () => void (shown.current = false), []);
  useEffect(() => {
    if (module && awaited.current) store.requestFocus('heading');
  }, [module]);
  const start = () => {
    attempt.value = 'loading';
    void load().then((loaded) => {
      if (!shown.current) return;
      attempt.value = 'done';
      if (loaded) return;
      awaited.current = true;
      store.requestFocus('alert');
    });
  };
  const retry = () => {
    awaited.current = true;
    start();
  };
  return { attempt, start, retry };
}
