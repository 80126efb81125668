// The demo's thank-you page shows what success-url brought in its address.
const query = new URLSearchParams(location.search);
for (const name of ['booking', 'type']) document.getElementById(name).textContent = query.get(name) ?? '—';
