// Entry of `dist/embed.js`, the module of `dist/embed.html`. It goes through the package's
// entry: one graph, whose `space-booking.mjs` the page loads and shares with its chunks.
import { defineSpaceBooking } from '../index';
import { startFramePage } from './iframe-page';

startFramePage(window, defineSpaceBooking);
