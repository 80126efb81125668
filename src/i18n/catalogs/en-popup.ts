export const enPopup = {
  bookSession: 'Book a session',
  close: 'Close',
  hideLauncher: 'Hide the booking button',
} as const;
