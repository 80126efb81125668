import { h } from 'preact';
import { useRef, useState } from 'preact/hooks';
import type { Configuration } from './configuration';
import { expectedResult, PLACES, type Place } from './places';
import { snippetFor, type WidgetFiles } from './snippet';

/** How long the Copy button says "Copied". */
const COPIED_FOR_MS = 3000;

/** The code, one tab per kind of site (the ARIA tabs pattern: arrow keys, Home and End move between tabs). */
export function SnippetTabs({ configuration, files }: { configuration: Configuration; files: WidgetFiles }) {
  const [selected, select] = useState(PLACES[0]!.id);
  const tabs = useRef<HTMLDivElement>(null);
  const moveTo = (index: number) => {
    const place = PLACES[(index + PLACES.length) % PLACES.length]!;
    select(place.id);
    tabs.current?.querySelector<HTMLElement>(`#tab-${place.id}`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = PLACES.findIndex((place) => place.id === selected);
    // In a right-to-left page the next tab is on the left; this page is English, left to right.
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: PLACES.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    moveTo(moves[event.key]!);
  };
  return (
    <section class="snippet" aria-labelledby="snippet-heading">
      <h2 id="snippet-heading">3. Your code</h2>
      <p class="hint">Pick where your site is built. Each tab has the code and where to paste it.</p>
      <div class="tabs" role="tablist" aria-label="Where your site is built" ref={tabs} onKeyDown={onKeyDown}>
        {PLACES.map((place) => (
          <button
            key={place.id}
            id={`tab-${place.id}`}
            type="button"
            role="tab"
            aria-selected={place.id === selected ? 'true' : 'false'}
            aria-controls={`panel-${place.id}`}
            tabIndex={place.id === selected ? 0 : -1}
            onClick={() => select(place.id)}
          >
            {place.label}
          </button>
        ))}
      </div>
      {PLACES.map((place) => (
        <PlacePanel key={place.id} place={place} hidden={place.id !== selected} code={snippetFor(configuration, files, place.scripts)} configuration={configuration} />
      ))}
    </section>
  );
}

function PlacePanel({ place, hidden, code, configuration }: { place: Place; hidden: boolean; code: string; configuration: Configuration }) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const codeBox = useRef<HTMLElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const shownPlacement = place.scripts ? configuration.placement : configuration.placement === 'schedule' ? 'schedule' : 'iframe';
  const onCopy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(code);
      setCopy('copied');
      timer.current = setTimeout(() => setCopy('idle'), COPIED_FOR_MS);
    } catch {
      // The browser refused (no permission, an insecure page): select the code for the owner to copy.
      const selection = getSelection();
      if (codeBox.current && selection) selection.selectAllChildren(codeBox.current);
      setCopy('failed');
    }
  };
  return (
    <div id={`panel-${place.id}`} role="tabpanel" aria-labelledby={`tab-${place.id}`} tabIndex={0} hidden={hidden} class="panel">
      <pre>
        <code ref={codeBox}>{code}</code>
      </pre>
      <div class="copy">
        <button type="button" onClick={onCopy}>
          {copy === 'copied' ? 'Copied' : 'Copy'}
        </button>
        <span role="status">
          {copy === 'copied' && 'The code is copied.'}
          {copy === 'failed' && 'This browser did not let the page copy: the code is selected, copy it with Ctrl+C (⌘C on a Mac).'}
        </span>
      </div>
      <ol class="steps">
        {place.steps(expectedResult(shownPlacement)).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  );
}

