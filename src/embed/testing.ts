/** Test fixtures for the embedding shells. Not shipped. */
import type { Booking } from '../api/types';

/** A created booking, with everything that identifies the customer filled in. */
export const booking: Booking = {
  id: 'bk_1',
  booking_type_id: 'bt_1',
  booking_type_title: 'Sunrise Vinyasa',
  scheduled_date: '2026-03-29',
  scheduled_start_time: '09:00',
  scheduled_end_time: '10:00',
  status: 'confirmed',
  source: 'external_partner',
  customer: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000' },
  notes: 'Knee injury',
  created_at: '2026-03-27T09:00:00Z',
};
