import { h } from 'preact';
import type { Signal } from '@preact/signals';
import { hasButton, type Configuration, type Placement } from './configuration';
import type { FoundSpace } from './lookup';
import { AccentChoice } from './AccentChoice';
import { RadioGroup } from './RadioGroup';
import { SuccessPageChoice } from './SuccessPageChoice';
import { SwitchChoices } from './SwitchChoices';

const PLACEMENT_CHOICES: { value: Placement; label: string; explanation: string }[] = [
  { value: 'inline', label: 'In the page', explanation: 'The booking sits in your page, where you paste the code.' },
  { value: 'popup', label: 'Popup button', explanation: 'A button in your page opens the booking in a window over the page.' },
  { value: 'floating', label: 'Floating button', explanation: 'A button in a corner of the screen opens the booking over the page.' },
  { value: 'schedule', label: 'Class schedule', explanation: 'Every class of the week, day by day, each bookable from the list.' },
  { value: 'iframe', label: 'Iframe', explanation: 'The booking in a frame, for site builders that allow no scripts.' },
];

const THEME_CHOICES: { value: Configuration['theme']; label: string; explanation: string }[] = [
  { value: 'light', label: 'Light', explanation: 'Dark text on white.' },
  { value: 'dark', label: 'Dark', explanation: 'Light text on a dark background, for dark sites.' },
  { value: 'auto', label: 'Follow the visitor’s system', explanation: 'Light or dark, as the visitor’s device is set.' },
];

/** The widget's interface languages (src/i18n/catalogs/), each named in itself. */
const LANGUAGES: [string, string][] = [
  ['en', 'English'],
  ['de', 'Deutsch'],
  ['es', 'Español'],
  ['fr', 'Français'],
  ['ja', '日本語'],
  ['ar', 'العربية'],
  ['he', 'עברית'],
];

/** Every choice of the widget, each with a line saying what it does. */
export function Choices({ configuration, space }: { configuration: Signal<Configuration>; space: FoundSpace }) {
  const current = configuration.value;
  const set = (change: Partial<Configuration>) => (configuration.value = { ...configuration.value, ...change });
  return (
    <section class="choices" aria-labelledby="choices-heading">
      <h2 id="choices-heading">2. Your choices</h2>
      <RadioGroup name="placement" legend="Where it goes" choices={PLACEMENT_CHOICES} value={current.placement} onChange={(placement) => set({ placement })} />
      <RadioGroup name="theme" legend="Theme" choices={THEME_CHOICES} value={current.theme} onChange={(theme) => set({ theme })} />
      <AccentChoice configuration={configuration} />
      <div class="field">
        <label for="locale">Interface language</label>
        <p class="hint" id="locale-hint">The language of the widget’s buttons, dates and prices. Your space’s own text comes in the closest language it is written in.</p>
        <select id="locale" aria-describedby="locale-hint" value={current.locale} onChange={(event) => set({ locale: event.currentTarget.value })}>
          <option value="">The language of your page</option>
          {LANGUAGES.map(([tag, name]) => (
            <option key={tag} value={tag} lang={tag}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div class="field">
        <label for="booking-type">Open on</label>
        <p class="hint" id="booking-type-hint">Start at one booking type’s times instead of the list of them.</p>
        <select id="booking-type" aria-describedby="booking-type-hint" value={current.bookingType} onChange={(event) => set({ bookingType: event.currentTarget.value })}>
          <option value="">The list of booking types</option>
          {space.bookingTypes.map((type) => (
            <option key={type.slug} value={type.slug}>
              {type.title}
            </option>
          ))}
        </select>
      </div>
      {hasButton(current.placement) && (
        <div class="field">
          <label for="button-text">Button text</label>
          <p class="hint" id="button-text-hint">The words on the button. Leave it empty for “Book a session” in the visitor’s language.</p>
          <input
            id="button-text"
            type="text"
            maxLength={60}
            value={current.buttonText}
            aria-describedby="button-text-hint"
            onInput={(event) => set({ buttonText: event.currentTarget.value })}
          />
        </div>
      )}
      <SwitchChoices configuration={configuration} />
      <SuccessPageChoice configuration={configuration} />
    </section>
  );
}
