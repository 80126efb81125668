import { type ComponentChildren, h } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

export interface PagerStep {
  name: string;
  disabled: boolean;
  go: () => void;
}

/** A disabled button keeps no focus (the next Tab would start outside the widget): a pressed one that becomes disabled hands it to the other. */
export function Pager({ previous, next, label, labelId }: { previous: PagerStep; next: PagerStep; label: ComponentChildren; labelId?: string }) {
  const pressed = useRef<HTMLButtonElement | null>(null);

  // The render a press causes comes before the next frame: nothing else has taken focus by then.
  useLayoutEffect(() => {
    const button = pressed.current;
    pressed.current = null;
    if (button?.disabled) button.parentElement!.querySelector<HTMLButtonElement>('button:enabled')?.focus();
  });

  const button = (step: PagerStep, arrow: string) => (
    <button
      type="button"
      aria-label={step.name}
      disabled={step.disabled}
      onClick={(event) => {
        const target = event.currentTarget;
        // Only a button that holds focus hands it on: a click need not focus one (Safari's does not).
        pressed.current = (target.getRootNode() as Document | ShadowRoot).activeElement === target ? target : null;
        step.go();
      }}
    >
      <span aria-hidden="true">{arrow}</span>
    </button>
  );

  return (
    <div class="month-nav">
      {button(previous, '‹')}
      <p id={labelId} aria-live="polite">
        <b>{label}</b>
      </p>
      {button(next, '›')}
    </div>
  );
}
