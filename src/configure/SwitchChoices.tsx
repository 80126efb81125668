import { h } from 'preact';
import type { Signal } from '@preact/signals';
import type { Configuration, Placement, Switch } from './configuration';

interface SwitchChoice {
  field: Switch;
  /** The checkbox's id, the widget's attribute name. */
  id: string;
  label: string;
  /** What it does, and where the placement or the preview leaves it out. */
  explanation: (placement: Placement) => string;
}

const SWITCH_CHOICES: SwitchChoice[] = [
  {
    field: 'announcements',
    id: 'announcements',
    label: 'Latest posts',
    explanation: () => 'Show your latest posts.',
  },
  {
    field: 'deepLink',
    id: 'deep-link',
    label: 'Shareable session links',
    explanation: (placement) =>
      'Keep the chosen session in your page’s address (links can be shared). Not in the preview: it would change this page’s address.' +
      (placement === 'iframe' ? ' An iframe leaves it out: the frame’s address is not your page’s.' : ''),
  },
  {
    field: 'structuredData',
    id: 'structured-data',
    label: 'Search engines',
    explanation: (placement) =>
      'Let search engines list your sessions.' +
      (placement === 'iframe' ? ' An iframe leaves it out: search engines do not count the frame’s page as yours.' : ''),
  },
];

/** The widget's on-or-off options, each a checkbox described by what it does. */
export function SwitchChoices({ configuration }: { configuration: Signal<Configuration> }) {
  const current = configuration.value;
  return (
    <fieldset class="choice">
      <legend>Around the booking</legend>
      {SWITCH_CHOICES.map(({ field, id, label, explanation }) => (
        <div class="option" key={id}>
          <input
            id={id}
            type="checkbox"
            checked={current[field]}
            aria-describedby={`${id}-explanation`}
            onChange={(event) => (configuration.value = { ...configuration.value, [field]: event.currentTarget.checked })}
          />
          <label for={id}>{label}</label>
          <p class="hint" id={`${id}-explanation`}>
            {explanation(current.placement)}
          </p>
        </div>
      ))}
    </fieldset>
  );
}
