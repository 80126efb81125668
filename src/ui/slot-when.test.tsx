// @vitest-environment jsdom
import { signal } from '@preact/signals';
import { cleanup, render, screen } from '@testing-library/preact';
import { h } from 'preact';
import { afterEach, expect, it } from 'vitest';
import type { Store } from '../state/store';
import { loadZoneRules } from '../state/load-zone-rules';
import { slotWhen } from './util';

afterEach(cleanup);

function Probe({ store }: { store: Store }) {
  const when = slotWhen(store, { date: '2026-03-29', start_time: '09:00' }, 'Europe/London');
  return <p>{when.instant ? when.instant.toISOString() : 'not placed in time'}</p>;
}

it('a slot shown before the zone rules came is placed in time as soon as they come', async () => {
  const store = { visitorZone: () => 'Europe/London', interfaceLocale: signal('en') } as unknown as Store;
  render(<Probe store={store} />);
  expect(screen.getByText('not placed in time')).toBeTruthy();
  await loadZoneRules();
  // 09:00 in London on the first day of summer time.
  expect(await screen.findByText('2026-03-29T08:00:00.000Z')).toBeTruthy();
});
