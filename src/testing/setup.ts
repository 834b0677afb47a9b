import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { installZodLocale } from '@/lib/zod-locale';
import { server } from './msw-server';

// As in src/main.tsx, so component tests see the messages users see.
installZodLocale();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  document.body.removeAttribute('style');
});
afterAll(() => server.close());

// jsdom lacks these; radix-ui and the header's overflow logic use them.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener() {},
  removeEventListener() {},
  addListener() {},
  removeListener() {},
  dispatchEvent: () => false,
})) as unknown as typeof window.matchMedia;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
// jsdom only logs "not implemented"; ScrollRestoration calls it on every navigation.
window.scrollTo = (() => undefined) as typeof window.scrollTo;
