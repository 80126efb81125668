// The package's public surface. Everything not exported here is internal and may change.
export { SpaceBookingElement, type Layout, type Mode, type Position, type SpaceBookingAttributes, type Theme } from './embed/element';
export { defineSpaceBooking, TAG_NAME } from './embed/define';
export type { SpaceBookingEventDetails, SpaceBookingEventMap, SpaceBookingEventName } from './state/events';
export type { Attribution, AttributionKey } from './state/events';
export type { DataLayerEntry } from './embed/data-layer';
export { mount } from './embed/mount';
export { bindPopup, popup } from './embed/popup';
export type { EmbedOptions } from './embed/options';
export { createIframe, IFRAME_SANDBOX, type IframeEventMap, type IframeOptions, type SpaceBookingIframe } from './embed/iframe';
export type { BookingSummary, FrameMessage } from './embed/messages';
export type { Booking, BookingType, Profile, Slot } from './api/types';
/** Internal: what the one-tag script's `SpaceBooking.iframe` calls for the frame it has appended. */
export { connectIframe } from './embed/iframe';
