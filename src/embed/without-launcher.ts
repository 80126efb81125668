// A popup opened from code (`SpaceBooking.popup`, `bindPopup`): the page has its own button, or none.
// A registry symbol, so every copy of the widget on a page reads it.
const WITHOUT_LAUNCHER: unique symbol = Symbol.for('space-booking.without-launcher');
type Markable = Element & { [WITHOUT_LAUNCHER]?: true };

export function markWithoutLauncher(element: Markable): void {
  element[WITHOUT_LAUNCHER] = true;
}

export const withoutLauncher = (element: Markable): boolean => element[WITHOUT_LAUNCHER] === true;
