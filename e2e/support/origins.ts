/** The sandbox's pinned "now": two days before London's summer-time Sunday (2026-03-29). */
export const SANDBOX_NOW = '2026-03-27T09:00:00Z';
export const SANDBOX_ORIGIN = 'http://127.0.0.1:4010';
export const API_BASE = `${SANDBOX_ORIGIN}/v1`;
/** Where dist/ (the widget as published), the e2e pages and the demo are served. */
export const WIDGET_ORIGIN = 'http://127.0.0.1:4173';
/** Another site: host pages that embed the widget from WIDGET_ORIGIN, as a customer's website would. */
export const HOST_ORIGIN = 'http://127.0.0.1:4174';
