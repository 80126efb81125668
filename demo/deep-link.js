// The demo's deep-link page: one widget whose steps follow this page's address.
const meta = (name) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';
const query = new URLSearchParams(location.search);

// As on the demo page: an override is taken only when it points at this machine.
function localOverride(name) {
  try {
    const url = new URL(query.get(name) ?? '');
    if (url.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(url.hostname)) return url;
  } catch {
    // absent or not a URL
  }
  return new URL(meta(name));
}

const script = document.createElement('script');
script.async = true;
script.src = `${localOverride('widget-origin').origin}/space-booking.js`;
script.dataset.handle = 'harbour-yoga';
script.dataset.apiBase = localOverride('api-base').href;
script.dataset.deepLink = '';
document.getElementById('widget').append(script);
