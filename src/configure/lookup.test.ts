import { describe, expect, it } from 'vitest';
import { errorBody, fakeFetch, json } from '../api/fake-fetch.testing';
import { checkInput, lookUpSpace } from './lookup';

const API = 'https://api.example.com/v1';
const profile = { handle: 'harbour-yoga', name: 'Harbour Yoga', timezone: 'Europe/London', currency: 'GBP', locales: ['en', 'de'], logo_url: 'https://cdn.example.com/hy.png', accepts_bookings: true };
const types = { data: [{ id: 't1', slug: 'slow-flow', title: 'Slow Flow' }], has_more: false };

describe('before asking the API', () => {
  it('says what is wrong with the handle or the address, and asks nothing', () => {
    expect(checkInput('', API)).toEqual({ state: 'empty' });
    expect(checkInput('Harbour Yoga!', API)).toEqual({ state: 'malformed-handle' });
    expect(checkInput('-harbour', API)).toEqual({ state: 'malformed-handle' });
    expect(checkInput('harbour-yoga', 'https://api.example.com')).toEqual({ state: 'malformed-api-base' });
    expect(checkInput('harbour-yoga', API)).toBeNull();
  });
});

describe('lookUpSpace', () => {
  it('finds the space’s name, logo and booking types', async () => {
    const { fetch, calls } = fakeFetch((call) => json(call.url.includes('/booking-types') ? types : profile));
    const found = await lookUpSpace({ handle: 'harbour-yoga', apiBase: API, locale: '', signal: new AbortController().signal, fetch });
    expect(found).toEqual({
      state: 'found',
      space: { handle: 'harbour-yoga', name: 'Harbour Yoga', logoUrl: 'https://cdn.example.com/hy.png', acceptsBookings: true, bookingTypes: [{ slug: 'slow-flow', title: 'Slow Flow' }] },
    });
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual(['/v1/public/harbour-yoga', '/v1/public/harbour-yoga/booking-types']);
  });

  it('asks again in a language the space writes, and shows no logo that is not an http(s) address', async () => {
    const { fetch, calls } = fakeFetch((call) =>
      json(call.url.includes('/booking-types') ? types : { ...profile, logo_url: 'javascript:alert(1)', name: call.url.includes('locale=ja') ? undefined : 'Harbour Yoga' }),
    );
    const found = await lookUpSpace({ handle: 'harbour-yoga', apiBase: API, locale: 'ja', signal: new AbortController().signal, fetch });
    expect(found).toMatchObject({ state: 'found', space: { name: 'Harbour Yoga', logoUrl: undefined } });
    expect(calls.map((call) => new URL(call.url).searchParams.get('locale'))).toEqual(['ja', 'en', 'en']);
  });

  it('says no space has the handle on a 404', async () => {
    const { fetch } = fakeFetch(() => errorBody(404, 'not_found'));
    expect(await lookUpSpace({ handle: 'no-such-space', apiBase: API, locale: '', signal: new AbortController().signal, fetch })).toEqual({ state: 'unknown' });
  });

  it('says the API did not answer as the API does when it answers something else', async () => {
    const { fetch } = fakeFetch(() => new Response('<html>not the API</html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    expect(await lookUpSpace({ handle: 'harbour-yoga', apiBase: API, locale: '', signal: new AbortController().signal, fetch })).toEqual({ state: 'unreachable' });
  });
});
