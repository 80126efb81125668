// Entry of `dist/configure.js`, the module of `dist/configure.html`: the owners' configurator.
import { h, render } from 'preact';
import { signal } from '@preact/signals';
import { Configurator } from './Configurator';
import { configurationQuery, readConfiguration } from './configuration';
import { allowOnlyApi, apiOrigin } from './content-policy';
import type { WidgetModule } from './Preview';
import { filesBeside } from './snippet';
import configureCss from './configure.css?inline';

// A constructed sheet, not a <style>: the page's CSP allows no inline styles.
const sheet = new CSSStyleSheet();
sheet.replaceSync(configureCss);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

const configuration = signal(readConfiguration(location.search));
const allowedOrigin = apiOrigin(configuration.value.apiBase);
if (allowedOrigin) allowOnlyApi(document, allowedOrigin);

const onApiBaseCommitted = (apiBase: string) => {
  const origin = apiOrigin(apiBase);
  // The page's policy admits one API: another opens the page again, with everything chosen so far.
  if (origin && origin !== allowedOrigin) location.assign(`${location.pathname}${configurationQuery(configuration.value)}`);
};

const files = filesBeside(location.href);
// The widget as any page gets it, from beside this page (configure.html preloads it): by its
// address, so that the bundler leaves it out of this module.
const widgetModule = import(/* @vite-ignore */ files.module) as Promise<WidgetModule>;

render(h(Configurator, { configuration, files, widgetModule, onApiBaseCommitted }), document.getElementById('configurator')!);
