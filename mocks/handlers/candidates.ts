import { HttpHandler, getResponse, type RequestHandler } from 'msw';

/** Whether a handler may answer a request, judged by its method and address alone. */
type MayAnswer = (method: string, address: string) => boolean;

const ALWAYS: MayAnswer = () => true;

// A handler's path (a `*`, then `/api/user/:id`) as a regular expression over the request's
// origin and path: `*` is anything, a `:name` one segment, a trailing slash optional, letters in
// either case, as msw matches them. A path of another form is never ruled out.
function addressTest(path: unknown): ((address: string) => boolean) | null {
  if (typeof path !== 'string' || !path.startsWith('*') || /[?()+{}]/.test(path)) return null;
  const pattern = path
    .split(/(\*|:[A-Za-z0-9_]+)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.\\^$|[\]]/g, '\\$&')))
    .join('');
  const expression = new RegExp(`^${pattern}/?$`, 'i');
  return (address) => expression.test(address);
}

function mayAnswer(handler: RequestHandler): MayAnswer {
  if (!(handler instanceof HttpHandler)) return ALWAYS;
  const { method, path } = handler.info;
  const matchesAddress = addressTest(path);
  if (!matchesAddress) return ALWAYS;
  const matchesMethod =
    method instanceof RegExp ? (asked: string) => method.test(asked) : (asked: string) => asked.toUpperCase() === method.toUpperCase();
  return (asked, address) => matchesMethod(asked) && matchesAddress(address);
}

/**
 * The handlers that may answer a request, in their order. msw tries every handler in turn, and
 * for each one parses the address, matches the path and reads the request's cookies: with some
 * seventy handlers that was most of msw's own time in the suite (docs/testing.md "What a test
 * costs"). This only narrows the list: msw still matches each candidate itself, so what answers
 * is what answered before.
 */
export function candidatesFor(handlers: readonly RequestHandler[]): (request: Request) => RequestHandler[] {
  const tests = handlers.map((handler) => ({ handler, mayAnswer: mayAnswer(handler) }));
  return (request) => {
    const url = new URL(request.url);
    const address = `${url.origin}${url.pathname}`;
    return tests.filter(({ mayAnswer }) => mayAnswer(request.method, address)).map(({ handler }) => handler);
  };
}

/** The mock backend's answer to a request (none when no handler takes it), found among its candidates. */
export function answererOf(handlers: readonly RequestHandler[]): (request: Request) => Promise<Response | undefined> {
  const candidates = candidatesFor(handlers);
  return (request) => getResponse(candidates(request), request);
}
