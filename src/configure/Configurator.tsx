import { h } from 'preact';
import { useEffect } from 'preact/hooks';
import { useSignal, useSignalEffect, type Signal } from '@preact/signals';
import { Choices } from './Choices';
import { configurationQuery, type Configuration } from './configuration';
import { checkInput, lookUpSpace, type Lookup } from './lookup';
import { Preview, type WidgetModule } from './Preview';
import { SnippetTabs } from './SnippetTabs';
import { SpaceFields } from './SpaceFields';
import type { WidgetFiles } from './snippet';

/** A pause in typing before the API is asked, so that a handle typed letter by letter is looked up once. */
const TYPING_PAUSE_MS = 400;

interface Props {
  configuration: Signal<Configuration>;
  files: WidgetFiles;
  widgetModule: Promise<WidgetModule>;
  /** The API address was committed; the page may have to open again to let the new origin through its CSP. */
  onApiBaseCommitted: (apiBase: string) => void;
}

/** The owner's path: their space first, then the choices beside the preview, then the code. */
export function Configurator({ configuration, files, widgetModule, onApiBaseCommitted }: Props) {
  const lookup = useSignal<Lookup>({ state: 'empty' });
  const handle = configuration.value.handle;
  const apiBase = configuration.value.apiBase;

  // The address keeps the configuration, so it can be bookmarked or sent.
  useSignalEffect(() => {
    const query = configurationQuery(configuration.value);
    history.replaceState(history.state, '', `${location.pathname}${query}${location.hash}`);
  });

  useEffect(() => {
    const refused = checkInput(handle, apiBase);
    const controller = new AbortController();
    // What is wrong is said once the owner pauses too: a handle is malformed at its first letter.
    lookup.value = refused?.state === 'empty' ? refused : { state: 'looking' };
    const timer = setTimeout(() => {
      if (refused) {
        lookup.value = refused;
        return;
      }
      lookUpSpace({ handle, apiBase, locale: configuration.peek().locale, signal: controller.signal }).then(
        (result) => (lookup.value = result),
        () => {
          // Aborted: a newer handle or address is being looked up.
        },
      );
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [handle, apiBase]);

  const result = lookup.value;
  return (
    <main>
      <SpaceFields configuration={configuration} lookup={lookup} onApiBaseCommitted={onApiBaseCommitted} />
      {result.state === 'found' && (
        <div class="workbench">
          <Choices configuration={configuration} space={result.space} />
          <Preview configuration={configuration} files={files} widgetModule={widgetModule} />
          <SnippetTabs configuration={configuration.value} files={files} />
        </div>
      )}
    </main>
  );
}
