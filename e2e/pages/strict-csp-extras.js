// Frames a second widget with the helper (no inline script under this page's policy).
window.SpaceBooking.iframe(document.getElementById('framed'), {
  handle: 'harbour-yoga',
  apiBase: 'http://127.0.0.1:4010/v1',
  title: 'Book in a frame',
});
