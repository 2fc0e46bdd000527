import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CollectedError } from '../../engines/driver';
import { siteErrors } from '../../engines/errors';

/**
 * The error collector of the cross-engine journey (tests/engines/collector.js), run in jsdom: a
 * deliberately broken page's errors are recorded, so the journey's "no errors" check fails on it.
 */

const SOURCE = readFileSync(path.join(process.cwd(), 'tests', 'engines', 'collector.js'), 'utf8');
const collected = () => (window as unknown as { __engineErrors: CollectedError[] }).__engineErrors;

describe('engine error collector', () => {
  const consoleError = console.error;
  beforeEach(() => {
    delete (window as unknown as { __engineErrors?: unknown }).__engineErrors;
    console.error = jest.fn();
    new Function(SOURCE)();
  });
  afterEach(() => {
    console.error = consoleError;
  });

  it('starts empty: a page without errors passes', () => {
    expect(collected()).toEqual([]);
    expect(siteErrors(collected())).toEqual([]);
  });

  it('records an uncaught error, a rejected promise, console.error and a failed resource', () => {
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is undefined'), message: 'x is undefined', filename: '/app.js', lineno: 3 }));
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: new Error('fetch failed') });
    window.dispatchEvent(rejection);
    console.error('Hydration failed', { digest: 1 });
    const img = document.createElement('img');
    img.src = 'http://localhost/missing.png';
    document.body.append(img);
    img.dispatchEvent(new Event('error'));

    expect(collected()).toEqual([
      { kind: 'error', message: 'TypeError: x is undefined', source: '/app.js:3' },
      { kind: 'unhandledrejection', message: 'Error: fetch failed' },
      { kind: 'console.error', message: 'Hydration failed {"digest":1}' },
      { kind: 'resource', message: 'img failed to load: http://localhost/missing.png' },
    ]);
    // The wrapped console.error still logs.
    expect(console.error).not.toBe(consoleError);
    expect(siteErrors(collected())).toHaveLength(4);
  });

  it('is installed once, so a second copy does not record twice', () => {
    new Function(SOURCE)();
    console.error('once');
    expect(collected()).toEqual([{ kind: 'console.error', message: 'once' }]);
  });

  it('only the tag host, unreachable in tests, is not counted as the site’s', () => {
    const errors: CollectedError[] = [
      { kind: 'resource', message: 'script failed to load: https://www.googletagmanager.com/gtm.js?id=GTM-TEST000' },
      { kind: 'error', message: 'Error: deliberate load error' },
    ];
    expect(siteErrors(errors)).toEqual([errors[1]]);
  });
});
