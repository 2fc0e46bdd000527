import { setupServer, type SetupServer } from 'msw/node';

/**
 * A mock of the site's API for the browser code of one test file: any request without a handler fails
 * the test, handlers last one test, and the page has the XSRF cookie the forms send back as a header.
 */
export function mockApi(): SetupServer {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=token-1; path=/';
  });
  return server;
}
