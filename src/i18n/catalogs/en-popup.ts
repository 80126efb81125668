/**
 * English interface text of a popup's button and dialog (the popup's own file). With
 * ./en-first-view.ts, ./en-booking-step.ts and ./en-schedule.ts it makes the reference catalog, ./en.ts.
 */
export const enPopup = {
  bookSession: 'Book a session',
  close: 'Close',
  hideLauncher: 'Hide the booking button',
} as const;
