// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIGURATION, type Configuration } from './configuration';
import { PLACES } from './places';
import { filesBeside, iframeSnippet, previewOptions, scriptSnippet, snippetFor } from './snippet';

const files = filesBeside('https://widget.example.com/space-booking/configure.html?handle=harbour-yoga');
const base: Configuration = { ...DEFAULT_CONFIGURATION, handle: 'harbour-yoga', apiBase: 'https://api.example.com/v1' };

describe('the files the code points at', () => {
  it('are the ones beside the configurator’s own address', () => {
    expect(files).toEqual({
      module: 'https://widget.example.com/space-booking/space-booking.mjs',
      script: 'https://widget.example.com/space-booking/space-booking.js',
      frame: 'https://widget.example.com/space-booking/embed.html',
    });
  });
});

describe('the script tag', () => {
  it('carries the two required attributes first, and nothing the owner left at its default', () => {
    expect(scriptSnippet(base, files)).toBe(
      '<script async src="https://widget.example.com/space-booking/space-booking.js" data-handle="harbour-yoga" data-api-base="https://api.example.com/v1"></script>',
    );
  });

  it('carries each choice as the script tag’s data- attribute, the accent as a stylesheet before it', () => {
    const code = scriptSnippet({ ...base, placement: 'floating', theme: 'auto', accent: '#0f766e', locale: 'fr', bookingType: 'slow-flow', buttonText: 'Réserver' }, files);
    expect(code).toBe(
      '<style>space-booking { --sb-accent: #0f766e; }</style>\n' +
        '<script async src="https://widget.example.com/space-booking/space-booking.js" data-handle="harbour-yoga" data-api-base="https://api.example.com/v1" data-locale="fr" data-booking-type="slow-flow" data-theme="auto" data-mode="floating" data-button-text="Réserver"></script>',
    );
  });

  it('writes the schedule as its layout, and takes a button text only for a button', () => {
    const code = scriptSnippet({ ...base, placement: 'schedule', buttonText: 'Book' }, files);
    expect(code).toContain(' data-layout="schedule"');
    expect(code).not.toContain('data-button-text');
    expect(code).not.toContain('data-mode');
  });

  it('escapes what the owner typed, so their text cannot end the attribute or the tag', () => {
    const code = scriptSnippet({ ...base, placement: 'popup', buttonText: 'Book "now" <here> & there' }, files);
    expect(code).toContain('data-button-text="Book &#34;now&#34; &#60;here&#62; &#38; there"');
  });
});

describe('the iframe', () => {
  it('is embed.html with the choices as its query, its height, title and sandbox, and no parent-origin', () => {
    const code = iframeSnippet({ ...base, theme: 'dark', locale: 'de' }, files);
    expect(code).toMatch(/^<iframe src="https:\/\/widget\.example\.com\/space-booking\/embed\.html\?handle=harbour-yoga&api-base=https:\/\/api\.example\.com\/v1&/);
    const src = new URL(/src="([^"]+)"/.exec(code)![1]!);
    expect(src.origin + src.pathname).toBe(files.frame);
    expect(Object.fromEntries(src.searchParams)).toEqual({ handle: 'harbour-yoga', 'api-base': 'https://api.example.com/v1', locale: 'de', theme: 'dark' });
    expect(code).toContain(' title="Book a session" width="100%" height="900" sandbox="allow-scripts allow-same-origin');
  });

  it('percent-encodes what could end the attribute or the tag', () => {
    const code = iframeSnippet({ ...base, bookingType: 'a"b<c>d' }, files);
    expect(code).toContain('booking-type=a%22b%3Cc%3Ed"');
  });

  it('is always the widget in the page, without the popup’s options or the accent, and taller for the schedule', () => {
    expect(iframeSnippet({ ...base, placement: 'popup', buttonText: 'Go', accent: '#0f766e' }, files)).not.toMatch(/mode|button-text|sb-accent|<style/);
    const schedule = iframeSnippet({ ...base, placement: 'schedule' }, files);
    expect(schedule).toContain('layout=schedule');
    expect(schedule).toContain('title="Class schedule" width="100%" height="1100"');
  });

  it('is what every tab gives once the owner chose the iframe, and what the no-scripts tab always gives', () => {
    expect(snippetFor({ ...base, placement: 'iframe' }, files, true)).toMatch(/^<iframe /);
    expect(snippetFor({ ...base, placement: 'popup' }, files, false)).toMatch(/^<iframe /);
    expect(snippetFor({ ...base, placement: 'popup' }, files, true)).toMatch(/^<script /);
  });
});

describe('the options around the booking', () => {
  const around: Configuration = { ...base, deepLink: true, announcements: true, structuredData: true, successUrl: ' https://harbour.example/thanks ' };

  it('are data- attributes of the script tag, the three switches bare and the success page as its address', () => {
    expect(scriptSnippet(around, files)).toBe(
      '<script async src="https://widget.example.com/space-booking/space-booking.js" data-handle="harbour-yoga" data-api-base="https://api.example.com/v1" data-deep-link data-announcements data-structured-data data-success-url="https://harbour.example/thanks"></script>',
    );
  });

  it('are in every tab’s code: the script tag’s, and the iframe’s query without the two that stay with the host page', () => {
    for (const place of PLACES) {
      const code = snippetFor(around, files, place.scripts);
      if (place.scripts) {
        expect(code, place.id).toContain(' data-deep-link data-announcements data-structured-data data-success-url="https://harbour.example/thanks"');
        continue;
      }
      const src = new URL(/src="([^"]+)"/.exec(code)![1]!.replaceAll('&amp;', '&'));
      expect(Object.fromEntries(src.searchParams), place.id).toEqual({
        handle: 'harbour-yoga',
        'api-base': 'https://api.example.com/v1',
        announcements: '',
        'success-url': 'https://harbour.example/thanks',
      });
    }
  });

  it('give the iframe placement’s code the same query as the no-scripts tab', () => {
    const code = snippetFor({ ...around, placement: 'iframe' }, files, true);
    expect(code).toContain('announcements=&success-url=https:/');
    expect(code).not.toMatch(/deep-link|structured-data/);
  });

  it('leave out a success page that is not a full http(s) address', () => {
    for (const successUrl of ['javascript:alert(1)', 'thanks.html', 'https://']) {
      expect(scriptSnippet({ ...base, successUrl }, files)).not.toContain('success-url');
      expect(iframeSnippet({ ...base, successUrl }, files)).not.toContain('success-url');
    }
  });

  it('reach the preview without deep-link and success-url, which would act on the configurator’s own page', () => {
    expect(previewOptions(around)).toEqual({ handle: 'harbour-yoga', apiBase: 'https://api.example.com/v1', announcements: true, structuredData: true });
  });
});
