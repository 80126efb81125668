import { Fragment, h } from 'preact';
import type { FailureView } from '../state/failure';
import { nextOpenTimes } from '../state/next-times';
import type { Store } from '../state/store';
import { slotWhen, useT } from './util';

/**
 * After a refusal for a full session or a closed booking window. Each time is a button back to the
 * details typed and books nothing by itself; where there are none, the space's website.
 */
export function NextTimes({ store, view }: { store: Store; view: FailureView & { refused: NonNullable<FailureView['refused']> } }) {
  const tr = useT(store);
  const zone = store.zone.value;
  const { byDate, loading, error } = store.availability.of(view.refused.typeId).value;
  // The times below say why they could not load, with Try again.
  if (error) return null;
  if (loading || !zone) return <p class="muted">{tr('loading')}</p>;
  const later = nextOpenTimes(byDate, view.refused);
  if (!later.length)
    return (
      <>
        <p>{tr('noNextTimes')}</p>
        {view.website && (
          <a href={view.website} target="_blank" rel="noopener noreferrer">
            {tr('visitSpace', view.params)}
          </a>
        )}
      </>
    );
  return (
    <>
      <p id="next-times">{tr('nextTimesHeading')}</p>
      <ul class="next-times" aria-labelledby="next-times">
        {later.map((slot) => {
          const when = slotWhen(store, slot, zone);
          return (
            <li key={`${slot.date} ${slot.start_time}`}>
              <button type="button" onClick={() => store.chooseSlot(slot)}>
                {tr('bookedWhen', { date: when.date, time: when.time, zone: when.zone })}
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
