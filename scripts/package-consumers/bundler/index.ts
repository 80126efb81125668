// A TypeScript project with "moduleResolution": "bundler" that uses the installed package as the
// README shows. It must compile as it is: the @ts-expect-error line fails the build if the
// element or its properties were typed as `any`.
import { createIframe, defineSpaceBooking, mount, TAG_NAME, type SpaceBookingEventMap } from 'space-booking';

defineSpaceBooking();

const widget = document.createElement('space-booking');
widget.handle = 'harbour-yoga';
widget.apiBase = 'http://127.0.0.1:4010/v1';
widget.theme = 'auto';
// @ts-expect-error `theme` is 'light', 'dark' or 'auto'.
widget.theme = 'sepia';
widget.addEventListener('space-booking:booked', (event) => {
  console.log(event.detail.booking.id.toUpperCase(), event.detail.booking.status);
});
document.body.append(widget);

const onFailed = (event: SpaceBookingEventMap['space-booking:failed']) => console.log(event.detail.reason, event.detail.status);
document.addEventListener('space-booking:failed', onFailed);

const mounted = mount(document.body, { handle: 'harbour-yoga', apiBase: 'http://127.0.0.1:4010/v1' });
mounted.locale = 'de';
// @ts-expect-error `mount` returns the element itself, whose `mode` is 'inline', 'popup' or 'floating'.
mounted.mode = 'sidebar';
console.log(mounted.tagName === TAG_NAME.toUpperCase());

// The iframe's events: its height, and a booking that is only a summary without a parent-origin.
const frame = createIframe(document.body, { handle: 'harbour-yoga', apiBase: 'http://127.0.0.1:4010/v1', src: 'http://127.0.0.1:4173/embed.html' });
frame.addEventListener('space-booking:resize', (event) => console.log(event.detail.height.toFixed(0)));
frame.addEventListener('space-booking:booked', (event) => {
  console.log(event.detail.booking.scheduled_date, event.detail.attribution);
  // @ts-expect-error Without a parent-origin the frame sends no customer: the booking may be a summary.
  console.log(event.detail.booking.customer);
});
// An element's own events keep their types.
frame.addEventListener('keydown', (event) => console.log(event.key.toUpperCase()));
