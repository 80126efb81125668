// The host's own link opens the popup (bindPopup); a button calls SpaceBooking.popup.
const options = { handle: 'harbour-yoga', apiBase: 'http://127.0.0.1:4010/v1' };
window.__bound = SpaceBooking.bindPopup(document.getElementById('book-link'), options);
document.getElementById('book-from-code').addEventListener('click', () => {
  window.__opened = SpaceBooking.popup({ ...options, locale: 'de' });
});
