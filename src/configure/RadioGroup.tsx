import { h } from 'preact';

interface Props<Value extends string> {
  name: string;
  legend: string;
  choices: { value: Value; label: string; explanation: string }[];
  value: Value;
  onChange: (value: Value) => void;
}

export function RadioGroup<Value extends string>({ name, legend, choices, value, onChange }: Props<Value>) {
  return (
    <fieldset class="choice">
      <legend>{legend}</legend>
      {choices.map((choice) => {
        const id = `${name}-${choice.value}`;
        return (
          <div class="option" key={choice.value}>
            <input id={id} type="radio" name={name} value={choice.value} checked={value === choice.value} aria-describedby={`${id}-explanation`} onChange={() => onChange(choice.value)} />
            <label for={id}>{choice.label}</label>
            <p class="hint" id={`${id}-explanation`}>
              {choice.explanation}
            </p>
          </div>
        );
      })}
    </fieldset>
  );
}
