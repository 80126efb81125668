import { get, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Availability, ErrorBody } from '../src/api/types';
import { seedTypeId } from './seed';
import { guest, startSandbox, type TestSandbox } from './test-support';

let t: TestSandbox;
beforeEach(async () => {
  t = await startSandbox();
});
afterEach(() => t.close());

const path = (handle: string, slug: string, query: string) =>
  `/v1/public/${handle}/booking-types/${seedTypeId(handle, slug)}/availability?${query}`;
const slotsOf = async (handle: string, slug: string, from: string, to: string) =>
  (await t.get<Availability>(path(handle, slug, `from=${from}&to=${to}`))).body.slots;

describe('GET availability: query rules', () => {
  it.each([
    ['to=2026-04-01', 'from'],
    ['from=2026-04-01', 'to'],
    ['from=2026-02-30&to=2026-03-31', 'from'],
    ['from=2026-04-01&to=01-05-2026', 'to'],
    ['from=2026-04-02&to=2026-04-01', 'to'],
    ['from=2026-04-01&to=2026-06-03', 'to'],
  ])('refuses %s (field %s)', async (query, field) => {
    const r = await t.get<ErrorBody>(path('harbour-yoga', 'sunrise-vinyasa', query));
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ type: 'invalid_request', field });
  });

  it('accepts `to` exactly 62 days after `from` (63 dates) and a single day', async () => {
    expect((await t.get(path('harbour-yoga', 'sunrise-vinyasa', 'from=2026-04-01&to=2026-06-02'))).status).toBe(200);
    expect((await t.get(path('harbour-yoga', 'sunrise-vinyasa', 'from=2026-04-01&to=2026-04-01'))).status).toBe(200);
  });

  it('returns the zone and slots with a short cache', async () => {
    const r = await t.get<Availability>(path('harbour-yoga', 'slow-flow', 'from=2026-03-31&to=2026-03-31'));
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('public, max-age=5');
    // Both ends are inclusive: a one-day range holds that day's session.
    expect(r.body).toEqual({
      timezone: 'Europe/London',
      slots: [{ date: '2026-03-31', start_time: '19:00', end_time: '20:15', remaining: 3 }],
    });
  });

  it('has no availability for an archived type', async () => {
    const r = await t.get<ErrorBody>(path('harbour-yoga', 'aerial-basics', 'from=2026-03-30&to=2026-04-06'));
    expect(r.status).toBe(404);
    expect(r.body.error.type).toBe('not_found');
  });

  it('for a space on clocks the zone it names does not have, reports that name and reads the real clocks', async () => {
    // frontera-ceramica names America/Nowhere_Test and keeps Mountain Time (America/Denver, UTC-6
    // in summer time): at 09:00 UTC on Friday 27 March it is 03:00 there, so 10:00 is open.
    const r = await t.get<Availability>(path('frontera-ceramica', 'wheel-night', 'from=2026-03-27&to=2026-03-28'));
    expect(r.status).toBe(200);
    expect(r.body.timezone).toBe('America/Nowhere_Test');
    expect(r.body.slots.map((s) => [s.date, s.start_time, s.end_time])).toEqual([
      ['2026-03-27', '10:00', '12:00'],
      ['2026-03-27', '19:00', '21:00'],
      ['2026-03-28', '10:00', '12:00'],
      ['2026-03-28', '19:00', '21:00'],
      ['2026-03-28', '23:00', '01:00'],
    ]);
  });

  it('gives wall-clock times in each space zone', async () => {
    const r = await t.get<Availability>(path('himal-sound', 'singing-bowl-journey', 'from=2026-03-28&to=2026-03-28'));
    expect(r.body.timezone).toBe('Asia/Kathmandu');
    expect(r.body.slots.map((s) => [s.start_time, s.end_time])).toEqual([
      ['07:00', '08:00'],
      ['17:45', '18:45'],
    ]);
  });
});

describe('GET availability: which slots', () => {
  it('skips a wall-clock time that does not exist on the DST Sunday', async () => {
    const nights = await slotsOf('harbour-yoga', 'night-owl-nidra', '2026-03-28', '2026-04-05');
    expect(nights.map((s) => s.date)).toEqual(['2026-03-28', '2026-04-04', '2026-04-05']);
    const mornings = await slotsOf('harbour-yoga', 'sunrise-vinyasa', '2026-03-29', '2026-03-29');
    expect(mornings).toEqual([{ date: '2026-03-29', start_time: '09:00', end_time: '10:00', remaining: 12 }]);
  });

  it('leaves out past slots and slots with under 2 hours notice (pinned now)', async () => {
    // Pinned at 09:00 UTC on Friday 27 March (09:00 in London).
    const today = await slotsOf('harbour-yoga', 'private-session', '2026-03-27', '2026-03-27');
    expect(today.map((s) => s.start_time)).toEqual(['12:00', '13:00', '14:00']);
    expect(await slotsOf('harbour-yoga', 'sunrise-vinyasa', '2026-03-27', '2026-03-27')).toEqual([]);
    await t.control('clock', { now: '2026-03-27T10:30:00Z' });
    const later = await slotsOf('harbour-yoga', 'private-session', '2026-03-27', '2026-03-27');
    expect(later.map((s) => s.start_time)).toEqual(['13:00', '14:00']);
    expect(await slotsOf('harbour-yoga', 'private-session', '2026-03-02', '2026-03-20')).toEqual([]);
  });

  it('leaves out slots more than 90 days ahead', async () => {
    const slots = await slotsOf('harbour-yoga', 'sunrise-vinyasa', '2026-06-20', '2026-06-30');
    expect(slots.map((s) => s.date)).toEqual(['2026-06-20', '2026-06-21', '2026-06-22', '2026-06-23', '2026-06-24', '2026-06-25']);
  });

  it('counts bookings down and leaves out full slots', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await t.book('harbour-yoga', guest('harbour-yoga', 'slow-flow', '2026-03-31', '19:00'))).status).toBe(201);
    }
    expect((await slotsOf('harbour-yoga', 'slow-flow', '2026-03-31', '2026-03-31'))[0]!.remaining).toBe(1);
    expect((await t.book('harbour-yoga', guest('harbour-yoga', 'slow-flow', '2026-03-31', '19:00'))).status).toBe(201);
    expect(await slotsOf('harbour-yoga', 'slow-flow', '2026-03-31', '2026-03-31')).toEqual([]);
    const week = await slotsOf('harbour-yoga', 'slow-flow', '2026-03-30', '2026-04-05');
    expect(week.map((s) => `${s.date} ${s.start_time}`)).toEqual(['2026-04-02 19:00', '2026-04-04 10:30', '2026-04-05 09:00']);
  });
});

describe('GET availability: compression', () => {
  const dense = path('lisboa-desks', 'hot-desk', 'from=2026-03-27&to=2026-05-27');
  const raw = (acceptEncoding?: string) =>
    new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const headers = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {};
      get(`${t.url}${dense}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });

  it('gzips a large answer for a client that accepts it, and only then', async () => {
    const plain = await raw();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect((await raw('gzip;q=0, identity')).headers['content-encoding']).toBeUndefined();
    expect((await raw('br;q=1, *;q=0.5')).headers['content-encoding']).toBe('gzip');
    const zipped = await raw('gzip, deflate, br');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
    expect(zipped.body.length * 10).toBeLessThan(plain.body.length);
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
    expect((JSON.parse(plain.body.toString()) as Availability).slots.length).toBeGreaterThan(2900);
  });
});
