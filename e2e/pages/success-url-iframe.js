// Frames the widget with the helper, with a success-url relative to this page.
window.SpaceBooking.iframe(document.getElementById('booking'), { handle: 'harbour-yoga', apiBase: 'http://127.0.0.1:4010/v1', successUrl: 'thanks.html' });
