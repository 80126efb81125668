import { h } from 'preact';
import type { Signal } from '@preact/signals';
import type { Configuration } from './configuration';
import { HANDLE_FORMAT, type Lookup } from './lookup';

interface Props {
  configuration: Signal<Configuration>;
  lookup: Signal<Lookup>;
  /** The API address was changed and committed (Enter, or leaving the field). */
  onApiBaseCommitted: (apiBase: string) => void;
}

/** The handle and the API address, and what the API says about that space, before any choice. */
export function SpaceFields({ configuration, lookup, onApiBaseCommitted }: Props) {
  const { handle, apiBase } = configuration.value;
  const result = lookup.value;
  const set = (change: Partial<Configuration>) => (configuration.value = { ...configuration.value, ...change });
  const handleWrong = result.state === 'malformed-handle' || result.state === 'unknown';
  return (
    <section class="space" aria-labelledby="space-heading">
      <h2 id="space-heading">1. Your space</h2>
      <div class="field">
        <label for="handle">Your space’s handle</label>
        <p class="hint" id="handle-hint">The name of your space in its web address, e.g. harbour-yoga.</p>
        <input
          id="handle"
          type="text"
          value={handle}
          autocomplete="off"
          autocapitalize="none"
          spellcheck={false}
          aria-describedby="handle-hint lookup"
          aria-invalid={handleWrong ? 'true' : undefined}
          onInput={(event) => set({ handle: event.currentTarget.value.trim() })}
        />
      </div>
      <div class="field">
        <label for="api-base">API address</label>
        <p class="hint" id="api-base-hint">Where the Space Platform API answers, ending in /v1.</p>
        <input
          id="api-base"
          type="url"
          value={apiBase}
          autocomplete="off"
          spellcheck={false}
          aria-describedby="api-base-hint"
          aria-invalid={result.state === 'malformed-api-base' ? 'true' : undefined}
          onInput={(event) => set({ apiBase: event.currentTarget.value.trim() })}
          onChange={(event) => onApiBaseCommitted(event.currentTarget.value.trim())}
        />
      </div>
      <div id="lookup" class={`lookup lookup-${result.state}`} role="status">
        <LookupResult lookup={result} handle={handle} apiBase={apiBase} />
      </div>
    </section>
  );
}

function LookupResult({ lookup, handle, apiBase }: { lookup: Lookup; handle: string; apiBase: string }) {
  switch (lookup.state) {
    case 'empty':
      return <p>Type your handle to look your space up.</p>;
    case 'malformed-handle':
      return <p>“{handle}” is not a handle. A handle is {HANDLE_FORMAT}.</p>;
    case 'malformed-api-base':
      return <p>The API address must be a full address ending in /v1, e.g. https://api.example.com/v1.</p>;
    case 'looking':
      return <p>Looking for your space…</p>;
    case 'unknown':
      return <p>No space has the handle “{handle}”. Check its spelling: it is the name in your space’s web address.</p>;
    case 'unreachable':
      return <p>The API at {apiBase} did not answer as the Space Platform API does. Check the API address.</p>;
    case 'found': {
      const { space } = lookup;
      return (
        <div class="found">
          {space.logoUrl && <img class="logo" src={space.logoUrl} alt="" width={48} height={48} />}
          <p>
            Found your space: <strong>{space.name}</strong>
            {!space.acceptsBookings && ' (it does not take bookings online yet: the widget will tell visitors so)'}
          </p>
        </div>
      );
    }
  }
}
