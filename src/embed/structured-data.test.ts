// @vitest-environment jsdom
import { waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyConfig } from '../state/config';
import { createStore } from '../state/store';
import { fakeClient, NOW, profileFixture, type FakeSpace } from '../ui/testing';
import { eventProblems } from './event-requirements.testing';
import { writeStructuredData } from './structured-data';

const LD = 'script[type="application/ld+json"]';
const stops: (() => void)[] = [];

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

function widget(space: FakeSpace = {}, { deepLink = false } = {}) {
  const { client, calls } = fakeClient(space);
  const store = createStore({ createClient: () => client, emit: () => {}, setLocale: () => {}, now: () => NOW, visitorZone: () => 'Europe/London', pageHistory: null });
  stops.push(() => store.dispose());
  store.configure({ ...emptyConfig, handle: 'harbour-yoga', apiBase: client.apiBase, deepLink });
  const element = document.createElement('space-booking');
  document.body.append(element);
  const write = () => {
    const stop = writeStructuredData({ element, store });
    stops.push(stop);
    return stop;
  };
  return { store, calls, write };
}

const written = (): Record<string, any>[] => JSON.parse(document.head.querySelector(LD)!.textContent!);

describe('writeStructuredData', () => {
  it("writes every type's upcoming sessions into the page's head as events search engines take, and removes them when stopped", async () => {
    const types = [
      { id: 'a', slug: 'a', title: 'Hatha Flow', description: 'Gentle.', duration_minutes: 60, price_amount: 1500 },
      { id: 'b', slug: 'b', title: 'Yin', description: 'Slow.', duration_minutes: 90, price_amount: 1800 },
    ];
    const { calls, write } = widget({
      profile: profileFixture({ location: { address: '1 Pier Rd', city: 'Brighton', country: 'GB' } }),
      types,
      slots: (from, to, typeId) => (typeId === 'a' ? [{ date: '2026-03-28', start_time: '09:00', end_time: '10:00', remaining: 2 }] : [{ date: '2026-03-29', start_time: '09:00', end_time: '10:30', remaining: null }]),
    });
    const stop = write();
    await waitFor(() => expect(document.head.querySelectorAll(LD)).toHaveLength(1));
    // The times of both types were asked for, though neither is on screen.
    expect(new Set(calls.filter((c) => c.method === 'availability').map((c) => c.args[1]))).toEqual(new Set(['a', 'b']));
    await waitFor(() => expect(written()).toHaveLength(2));
    const events = written();
    for (const event of events) expect(eventProblems(event)).toEqual([]);
    expect(events.map((e) => [e.name, e.startDate, e.endDate, e.offers.availability])).toEqual([
      ['Hatha Flow', '2026-03-28T09:00:00+00:00', '2026-03-28T10:00:00+00:00', 'https://schema.org/LimitedAvailability'],
      ['Yin', '2026-03-29T09:00:00+01:00', '2026-03-29T10:30:00+01:00', 'https://schema.org/InStock'],
    ]);
    expect(events[0]!.offers.url).toBe(document.URL);
    stop();
    expect(document.head.querySelector(LD)).toBeNull();
  });

  it('with deep-link, each offer is the link that opens its session', async () => {
    const types = [{ id: 'a', slug: 'hatha-flow', title: 'Hatha Flow', duration_minutes: 60, price_amount: 1500 }];
    const { write } = widget({ types, slots: () => [{ date: '2026-03-28', start_time: '09:00:00', end_time: '10:00:00', remaining: 2 }] }, { deepLink: true });
    write();
    await waitFor(() => expect(document.head.querySelector(LD)).not.toBeNull());
    const url = new URL(written()[0]!.offers.url);
    expect(url.searchParams.get('space-booking')).toBe('hatha-flow/2026-03-28/09:00');
    expect(url.pathname).toBe(new URL(document.URL).pathname);
  });

  it('follows the data: a session gone from the times is gone from the page', async () => {
    let remaining = 5;
    const { store, write } = widget({ slots: () => (remaining ? [{ date: '2026-03-28', start_time: '09:00', end_time: '10:00', remaining }] : []) });
    write();
    await waitFor(() => expect(document.head.querySelector(LD)).not.toBeNull());
    expect(written()).toHaveLength(1);
    remaining = 0;
    await store.availability.refresh(store.types.value![0]!.id);
    await waitFor(() => expect(document.head.querySelector(LD)).toBeNull());
  });

  it('keeps JSON that a serialised page cannot end early', async () => {
    const { write } = widget({ types: [{ id: 'a', slug: 'a', title: '</script><script>alert(1)</script>', duration_minutes: 60, price_amount: 0 }] });
    write();
    await waitFor(() => expect(document.head.querySelector(LD)).not.toBeNull());
    const text = document.head.querySelector(LD)!.textContent!;
    expect(text).not.toContain('<');
    expect(written()[0]!.name).toBe('</script><script>alert(1)</script>');
  });

  it("leaves the data out under a Trusted Types policy that refuses script text, and says so once", async () => {
    const refuse = vi.spyOn(HTMLScriptElement.prototype, 'textContent', 'set').mockImplementation(() => {
      throw new TypeError("Failed to set the 'textContent' property on 'Node': This document requires 'TrustedScript' assignment.");
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    widget().write();
    widget().write();
    await waitFor(() => expect(refuse).toHaveBeenCalledTimes(2));
    expect(document.head.querySelector(LD)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/Trusted Types/);
  });
});
