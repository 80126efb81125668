import { h } from 'preact';
import type { Signal } from '@preact/signals';
import type { Configuration } from './configuration';
import { DEFAULT_ACCENT, fitAccent, formatRatio, themesShown, type AccentFitting } from './accent';

const COLOUR_NAMES: Record<string, string> = { '#000': 'black', '#fff': 'white', '#ffffff': 'white', '#0b1d3a': 'dark blue' };

/** The accent colour, with what the widget's contrast fitting will make of it under each theme shown. */
export function AccentChoice({ configuration }: { configuration: Signal<Configuration> }) {
  const { accent, theme, placement } = configuration.value;
  const set = (change: Partial<Configuration>) => (configuration.value = { ...configuration.value, ...change });
  const own = accent !== '';
  const firstTheme = themesShown(theme)[0]!;
  return (
    <fieldset class="choice accent">
      <legend>Accent colour</legend>
      <p class="hint" id="accent-hint">
        The colour of buttons, the chosen day and links.
        {placement === 'iframe' && ' An iframe keeps the widget’s own accent: your page’s colours do not reach into it.'}
      </p>
      <div class="option">
        <input
          id="accent-own"
          type="checkbox"
          checked={own}
          aria-describedby="accent-hint"
          onChange={(event) => set({ accent: event.currentTarget.checked ? DEFAULT_ACCENT[firstTheme] : '' })}
        />
        <label for="accent-own">Use my own accent colour</label>
      </div>
      {own && (
        <div class="field">
          <label for="accent">Accent</label>
          <input id="accent" type="color" value={accent} onInput={(event) => set({ accent: event.currentTarget.value.toLowerCase() })} />
          <ul class="fitting">
            {themesShown(theme).map((shown) => (
              <FittingLine key={shown} fitting={fitAccent(accent, shown)} accent={accent} />
            ))}
          </ul>
        </div>
      )}
    </fieldset>
  );
}

function FittingLine({ fitting, accent }: { fitting: AccentFitting; accent: string }) {
  const onAccent = COLOUR_NAMES[fitting.onAccent] ?? fitting.onAccent;
  return (
    <li>
      <span class="swatch" style={{ backgroundColor: accent, color: fitting.onAccent }} aria-hidden="true">
        Book now
      </span>
      <span>
        {fitting.theme === 'light' ? 'Light: ' : 'Dark: '}
        text on it is {onAccent} ({formatRatio(fitting.onAccentRatio)})
        {fitting.onAccentReplaced && ', which the widget picks because its usual text colour would be too faint on this accent'}.
      </span>
      {fitting.hardToRead && (
        <p class="warning">
          Hard to read: this accent has {formatRatio(fitting.backgroundRatio)} contrast on the {fitting.theme} background, under the 4.5:1 that text
          needs, so links and focus rings use the text colour instead. Pick a {fitting.theme === 'light' ? 'darker' : 'lighter'} accent to see it there.
        </p>
      )}
    </li>
  );
}
