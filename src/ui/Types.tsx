import { h, Fragment } from 'preact';
import type { BookingType } from '../api/types';
import { formatDuration, formatPrice } from '../i18n/format';
import { matches } from '../state/schedule-filters';
import type { Store } from '../state/store';
import { TypeFilters, TYPE_FILTERS_FROM } from './TypeFilters';
import { contentLanguage, useT } from './util';

function Offer({ store, bookingType }: { store: Store; bookingType: BookingType }) {
  const tr = useT(store);
  const currency = store.profile.value?.currency;
  const locale = store.interfaceLocale.value;
  const price = (amount: number) => (amount === 0 ? tr('free') : formatPrice(amount, currency!, locale));
  const intro = bookingType.intro_offer?.intro_price_amount;
  const content = contentLanguage(store, 'types');
  return (
    <>
      <b {...content}>{bookingType.title}</b>
      <span class="muted">
        {formatDuration(bookingType.duration_minutes, locale)}
        {currency && ` · ${price(bookingType.price_amount)}`}
      </span>
      {currency && typeof intro === 'number' && <span>{tr('introOffer', { price: price(intro) })}</span>}
      {bookingType.description && (
        <span class="muted" {...content}>
          {bookingType.description}
        </span>
      )}
    </>
  );
}

export function Types({ store, readOnly = false }: { store: Store; readOnly?: boolean }) {
  const tr = useT(store);
  const types = store.types.value;
  const narrowable = !readOnly && !!types && types.length >= TYPE_FILTERS_FROM;
  const filters = store.typeFilters.value;
  const shown = narrowable ? types.filter((bookingType) => matches(bookingType, filters)) : types;
  return (
    <section aria-busy={!types}>
      <h3 tabIndex={-1} data-step-heading>
        {tr('typesHeading')}
      </h3>
      {!types ? (
        <div class="skeleton" aria-hidden="true" />
      ) : types.length === 0 ? (
        <p>{tr('typesEmpty')}</p>
      ) : (
        <>
          {narrowable && <TypeFilters store={store} types={types} shown={shown!.length} />}
          <ul part="types">
            {shown!.map((bookingType) => {
              const offer = <Offer store={store} bookingType={bookingType} />;
              const prefetch = () => store.prefetchType(bookingType.id);
              return (
                <li key={bookingType.id}>
                  {readOnly ? (
                    <div class="type-option" part="type">
                      {offer}
                    </div>
                  ) : (
                    <button
                      type="button"
                      class="type-option"
                      part="type"
                      aria-pressed={bookingType.id === store.typeId.value}
                      onClick={() => store.selectType(bookingType.id)}
                      onPointerEnter={prefetch}
                      onFocus={prefetch}
                    >
                      {offer}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
