// A React project in TypeScript that writes <space-booking> in JSX, with the declaration the
// docs give (copied into space-booking.d.ts from docs/embedding.md's `types: react-jsx` block when
// the package check runs). The @ts-expect-error lines fail the build if the element's
// attributes were typed as `any`, or as any string.
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
      {/* A boolean attribute: on when written, off when left out. */}
      <space-booking handle="harbour-yoga" api-base="http://127.0.0.1:4010/v1" data-layer layout="schedule" mode="floating" position="bottom-left" theme="auto" />
      <space-booking handle="harbour-yoga" api-base="http://127.0.0.1:4010/v1" customer-name="Ada" customer-email="ada@example.com" />
      {/* @ts-expect-error React writes `data-layer={false}` as data-layer="false", which is on: leave it out instead. */}
      <space-booking handle="harbour-yoga" api-base="http://127.0.0.1:4010/v1" data-layer={false} />
      {/* @ts-expect-error `theme` is `light`, `dark` or `auto`. */}
      <space-booking handle="harbour-yoga" api-base="http://127.0.0.1:4010/v1" theme="purple" />
      {/* @ts-expect-error `mode` is `inline`, `popup` or `floating`. */}
      <space-booking handle="harbour-yoga" api-base="http://127.0.0.1:4010/v1" mode="modal" />
      {/* @ts-expect-error `data-layer` is a boolean attribute: "false" would switch it on. */}
      <space-booking handle="harbour-yoga" api-base="http://127.0.0.1:4010/v1" data-layer="false" />
    </div>
  );
}
