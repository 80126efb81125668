// A TypeScript project with "module": "nodenext" that uses the installed package as the README
// shows. It must compile as it is: the @ts-expect-error line fails the build if the element or
// its events were typed as `any`.
import { defineSpaceBooking, mount, type Booking, type SpaceBookingElement } from 'space-booking';

defineSpaceBooking();

const widget: SpaceBookingElement | null = document.querySelector('space-booking');
widget?.addEventListener('space-booking:booked', (event) => {
  const booking: Booking = event.detail.booking;
  console.log(booking.scheduled_date, booking.scheduled_start_time, event.detail.attribution.utm_source);
  // @ts-expect-error A booking's id is a string, not a number.
  const id: number = event.detail.booking.id;
  console.log(id);
});

const mounted: HTMLElement = mount('#booking', { handle: 'harbour-yoga', apiBase: 'http://127.0.0.1:4010/v1', theme: 'dark' });
console.log(mounted.isConnected);
