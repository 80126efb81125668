import { h } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { shareLink } from '../state/share';
import type { Store } from '../state/store';
import { useT } from './util';

/** `deep-link` only. Where neither sharing nor copying works, the link shows selected in a read-only field, for the visitor to copy. */
export function ShareSession({ store }: { store: Store }) {
  const tr = useT(store);
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const link = store.sessionLink();
  const session = store.type.value?.title;
  if (!link || !session) return null;
  const share = async () => {
    const title = tr('shareTitle', { session, space: store.profile.peek()?.name ?? '' });
    const outcome = await shareLink({ title, url: link });
    if (outcome === 'copied') {
      setResult('copied');
      store.say('linkCopied');
    } else if (outcome === 'failed') {
      setResult('failed');
      // Rendered in the next frame: selected then, ready for the visitor's own copy.
      requestAnimationFrame(() => field.current?.select());
    }
  };
  return (
    <div class="share">
      <button type="button" onClick={() => void share()}>
        {tr('share')}
      </button>
      {result === 'copied' && <span class="share-copied">{tr('linkCopied')}</span>}
      {result === 'failed' && (
        <label class="share-link">
          {tr('shareLinkLabel')}
          <input ref={field} type="url" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        </label>
      )}
    </div>
  );
}
