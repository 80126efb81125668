// Frames the widget with the helper and records the DOM events it re-dispatches.
window.__events = [];
const container = document.getElementById('booking');
for (const type of ['space-booking:resize', 'space-booking:booked', 'space-booking:ready']) {
  container.addEventListener(type, (event) => window.__events.push({ type, detail: event.detail, target: event.target.tagName }));
}
window.SpaceBooking.iframe(container, { handle: 'harbour-yoga', apiBase: 'http://127.0.0.1:4010/v1', title: 'Book a session at Harbour Yoga' });
