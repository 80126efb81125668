import { describe, expect, it } from 'vitest';
import { successPage, successPageProblem } from './success-page';

describe('the page after a booking', () => {
  it('takes a full http or https address, as the widget does', () => {
    expect(successPage(' https://harbour.example/thanks ')).toBe('https://harbour.example/thanks');
    expect(successPage('http://127.0.0.1:4173/thanks.html')).toBe('http://127.0.0.1:4173/thanks.html');
    expect(successPageProblem('https://harbour.example/thanks')).toBeNull();
    expect(successPageProblem('')).toBeNull();
  });

  it('says that only https:// and http:// addresses are pages to go to, for any other scheme', () => {
    for (const typed of ['javascript:alert(1)', 'data:text/html,hi', 'ftp://harbour.example/thanks']) {
      expect(successPage(typed)).toBeNull();
      expect(successPageProblem(typed)).toBe(
        `“${typed}” is not a web page’s address: the widget only sends visitors to addresses starting with https:// or http://. The code leaves it out until it is one.`,
      );
    }
  });

  it('asks for the whole address where it is partial or relative', () => {
    for (const typed of ['harbour.example/thanks', '/thanks', 'https://']) {
      expect(successPage(typed)).toBeNull();
      expect(successPageProblem(typed)).toBe(
        `“${typed}” is not a full web address. Type your page’s whole address, starting with https://, e.g. https://harbour.example/thanks. The code leaves it out until it is one.`,
      );
    }
  });
});
