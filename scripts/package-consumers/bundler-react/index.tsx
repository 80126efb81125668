// A React project in TypeScript that writes <space-booking> in JSX, with the declaration the
// README gives (copied into space-booking.d.ts from the README's `types: react-jsx` block when
// the package check runs). The @ts-expect-error line fails the build if the element's
// attributes were typed as `any`.
import { useRef } from 'react';
import { defineSpaceBooking, type SpaceBookingElement } from 'space-booking';

defineSpaceBooking();

export function Booking() {
  const widget = useRef<SpaceBookingElement>(null);
  return (
    <div>
      <space-booking ref={widget} handle="harbour-yoga" api-base="http://127.0.0.1:4010/v1" locale="en" className="booking" />
      {/* @ts-expect-error An attribute is a string: `theme="dark"`, not a number. */}
      <space-booking handle="harbour-yoga" api-base="http://127.0.0.1:4010/v1" theme={2} />
    </div>
  );
}
