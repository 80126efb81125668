// The demo's deep-link page: one widget whose steps follow this page's address.
import { API_BASE, WIDGET } from './addresses.js';

const script = document.createElement('script');
script.async = true;
script.src = `${WIDGET}/space-booking.js`;
script.dataset.handle = 'harbour-yoga';
script.dataset.apiBase = API_BASE;
script.dataset.deepLink = '';
document.getElementById('widget').append(script);
