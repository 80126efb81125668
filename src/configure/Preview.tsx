import { h } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { effect, useSignal, type Signal } from '@preact/signals';
import type { Configuration } from './configuration';
import { previewOptions, type WidgetFiles } from './snippet';

/** The widget's module as a page gets it (its public exports, src/index.ts). */
export type WidgetModule = typeof import('../index');

interface Props {
  configuration: Signal<Configuration>;
  files: WidgetFiles;
  /** The widget's module, loading from beside this page. */
  widgetModule: Promise<WidgetModule>;
}

/** The real widget, as the snippet places it, against the real API: placed again at each change of choice. */
export function Preview({ configuration, files, widgetModule }: Props) {
  const stage = useRef<HTMLDivElement>(null);
  const failed = useSignal(false);
  // An effect of its own, not a render: the stage's content is the widget's, which Preact must not diff.
  useEffect(() => {
    let widget: WidgetModule | undefined;
    const place = () => {
      const current = configuration.value;
      if (!widget) return;
      const container = stage.current!;
      container.replaceChildren();
      const options = previewOptions(current);
      if (current.placement === 'iframe') {
        widget.createIframe(container, { ...options, src: files.frame, title: 'Preview: booking' });
        return;
      }
      const element = widget.mount(container, options);
      // Through the CSSOM, as the snippet's stylesheet would: the page's CSP allows no style attribute.
      if (current.accent) element.style.setProperty('--sb-accent', current.accent);
    };
    let dispose = () => {};
    let gone = false;
    widgetModule.then(
      (loaded) => {
        widget = loaded;
        if (!gone) dispose = effect(place);
      },
      () => (failed.value = true),
    );
    return () => {
      gone = true;
      dispose();
    };
  }, []);
  return (
    <section class="preview" aria-labelledby="preview-heading">
      <h2 id="preview-heading">Preview</h2>
      <p class="hint">The widget exactly as your code places it, with your space’s real booking types and times. A floating button shows in the corner of this page.</p>
      {failed.value && (
        <p class="warning" role="alert">
          The widget’s file (space-booking.mjs) could not be loaded from beside this page, so there is no preview. The code below still works once the files are hosted together.
        </p>
      )}
      <div class="stage" ref={stage} />
    </section>
  );
}
