// Pretends to be the widget's frame: the iframe helper must ignore all of this.
parent.postMessage({ type: 'space-booking:resize', height: 11 }, '*');
parent.postMessage(
  { type: 'space-booking:booked', booking: { id: 'forged', customer: { name: 'Forged', email: 'forged@example.com' } } },
  '*',
);
