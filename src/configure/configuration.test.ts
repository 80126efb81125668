import { describe, expect, it } from 'vitest';
import { configurationQuery, DEFAULT_CONFIGURATION, readConfiguration, type Configuration } from './configuration';

const chosen: Configuration = {
  handle: 'harbour-yoga',
  apiBase: 'http://127.0.0.1:4010/v1',
  placement: 'popup',
  theme: 'dark',
  accent: '#0f766e',
  locale: 'de',
  bookingType: 'slow-flow',
  buttonText: 'Book & go',
  deepLink: true,
  successUrl: 'https://harbour.example/thanks?from=widget',
  announcements: true,
  structuredData: true,
};

describe('the configuration in the page’s address', () => {
  it('reads back what it wrote, so a bookmark opens the same choices', () => {
    expect(readConfiguration(configurationQuery(chosen))).toEqual(chosen);
  });

  it('writes only what differs from the default', () => {
    expect(configurationQuery(DEFAULT_CONFIGURATION)).toBe('');
    expect(configurationQuery({ ...DEFAULT_CONFIGURATION, handle: 'harbour-yoga' })).toBe('?handle=harbour-yoga');
  });

  it('takes `api-base` as embed.html does, and the widget’s own attribute names', () => {
    const read = readConfiguration('?api-base=https%3A%2F%2Fapi.example.com%2Fv1&booking-type=slow-flow&button-text=Go');
    expect(read).toMatchObject({ apiBase: 'https://api.example.com/v1', bookingType: 'slow-flow', buttonText: 'Go' });
  });

  it('keeps the options around the booking under the widget’s attribute names, an on one as present', () => {
    const query = configurationQuery({ ...DEFAULT_CONFIGURATION, announcements: true, successUrl: 'https://harbour.example/thanks' });
    expect(query).toBe('?success-url=https%3A%2F%2Fharbour.example%2Fthanks&announcements=on');
    expect(readConfiguration('?deep-link&structured-data=')).toMatchObject({ deepLink: true, structuredData: true, announcements: false, successUrl: '' });
  });

  it('keeps a success page that is not an address as typed, so nothing the owner typed is lost', () => {
    const typed = { ...DEFAULT_CONFIGURATION, successUrl: 'javascript:alert(1)' };
    expect(readConfiguration(configurationQuery(typed))).toEqual(typed);
  });

  it('counts a word a choice does not take, or a colour that is not #rrggbb, as the default', () => {
    const read = readConfiguration('?placement=modal&theme=sepia&accent=red');
    expect(read).toMatchObject({ placement: 'inline', theme: 'light', accent: '' });
    expect(readConfiguration('?accent=%230F766E').accent).toBe('#0f766e');
  });
});
