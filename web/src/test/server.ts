// The network as unit tests see it: msw answers the requests a test sets up
// with server.use(...); any other request fails the test
// (onUnhandledRequest: 'error', started in setup.ts).
import { setupServer } from 'msw/node';

export const server = setupServer();
