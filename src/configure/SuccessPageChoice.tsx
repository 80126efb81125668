import { h } from 'preact';
import { useSignal, type Signal } from '@preact/signals';
import type { Configuration } from './configuration';
import { successPageProblem } from './success-page';

/** The page after a booking: a full http(s) address, or a plain message saying why not. */
export function SuccessPageChoice({ configuration }: { configuration: Signal<Configuration> }) {
  const { successUrl, placement } = configuration.value;
  // Said once the owner leaves the field (or the address brought it): a page's address is
  // incomplete at its first letter. Once said, it follows the typing until the address is whole.
  const told = useSignal(successUrl !== '');
  const problem = told.value ? successPageProblem(successUrl) : null;
  return (
    <div class="field">
      <label for="success-url">Page after booking</label>
      <p class="hint" id="success-url-hint">
        After a booking, send the visitor to this page. Not in the preview: it would take you away from this page.
        {placement === 'iframe' && ' From an iframe the visitor goes there by clicking Continue.'}
      </p>
      <input
        id="success-url"
        type="url"
        value={successUrl}
        autocomplete="off"
        spellcheck={false}
        placeholder="https://"
        aria-describedby="success-url-hint success-url-problem"
        aria-invalid={problem ? 'true' : undefined}
        onInput={(event) => (configuration.value = { ...configuration.value, successUrl: event.currentTarget.value })}
        onChange={() => (told.value = true)}
      />
      <div id="success-url-problem" aria-live="polite">
        {problem && <p class="warning">{problem}</p>}
      </div>
    </div>
  );
}
