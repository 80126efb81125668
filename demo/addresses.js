// Where the demo's pages load the built widget and the API from.
const meta = (name) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';
const query = new URLSearchParams(location.search);

/**
 * A `?widget-origin=` / `?api-base=` override (other ports, see scripts/demo.mjs), taken only
 * when it points at this machine: the demo runs whatever script the widget origin serves and
 * sends the visitor's details to the API, so a link must not be able to choose another host.
 */
function localOverride(name) {
  try {
    const url = new URL(query.get(name) ?? '');
    if (url.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(url.hostname)) return url;
  } catch {
    // absent or not a URL
  }
  return new URL(meta(name));
}

export const WIDGET = localOverride('widget-origin').origin;
export const API_BASE = localOverride('api-base').href;
