// A page importing the ES module build from the widget's origin (no global, explicit define).
import { defineSpaceBooking, mount } from 'http://127.0.0.1:4173/space-booking.mjs';

defineSpaceBooking();
mount('#booking', { handle: 'harbour-yoga', apiBase: 'http://127.0.0.1:4010/v1', locale: 'en' });
