// The second wall of the staff side (decision 013): a request that changes something with the
// staff session cookie must show that a page of this app sent it. The first wall is the
// cookie's SameSite=Strict (with JSON-only bodies); this one does not depend on the browser
// honouring it.
//
// A POST, PUT, PATCH or DELETE of a staff route (/api/staff/..., or any route declaring
// config.staff) passes when
// - `Sec-Fetch-Site: same-origin`: the browser itself says the page is of the address it calls
//   (a page's script cannot set or change this header); or
// - `Origin` is the app's own origin (PUBLIC_ORIGIN), or a white-label origin a company
//   configured (the brand screen's allowed origins), which then reaches only that company's
//   staff: a member of another company signed in there is refused as well.
// Anything else is a 403 STAFF_ORIGIN_REFUSED: a foreign origin, `Origin: null` (sandboxed
// frames, file pages, some redirects), and neither header at all. Browsers send Origin on every
// state-changing fetch, so only a tool without a browser sends none; it can send the app's own
// Origin like the API tests do. Reads (GET, HEAD) and preflights are not concerned: they change
// nothing, and CORS keeps their answers from foreign pages. Diners' routes (bearer token, no
// cookie) and the payment providers' webhooks are not staff routes.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '@tavola/domain/error-codes';

export const STAFF_ORIGIN_REFUSED_MESSAGE =
  'Richiesta rifiutata: le modifiche del ristorante si fanno solo dalle pagine di questo sito. Ricarica la pagina e riprova.';

const refused = () => forbidden('STAFF_ORIGIN_REFUSED', STAFF_ORIGIN_REFUSED_MESSAGE);

const CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether the wall applies: a state-changing call of a route the staff cookie reaches. */
function isStaffChange(request: FastifyRequest): boolean {
  if (!CHANGING_METHODS.has(request.method)) return false;
  // The matched route, not the raw URL: no spelling of the path slips past.
  const route = request.routeOptions.url ?? '';
  return route === '/api/staff' || route.startsWith('/api/staff/') || request.routeOptions.config?.staff !== undefined;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

export const staffOriginPlugin = fp(
  async (app: FastifyInstance) => {
    const ownOrigin = app.config.publicOrigin;

    // preHandler, after staff-access (registered before this plugin): a call without a valid
    // session is a 401 whatever its origin (it can change nothing), and a white-label origin
    // is checked against the member's company.
    app.addHook('preHandler', async (request) => {
      if (!isStaffChange(request)) return;
      const origin = header(request, 'origin');
      const sameOrigin = header(request, 'sec-fetch-site') === 'same-origin';
      const whiteLabel = origin && origin !== ownOrigin ? await app.whiteLabelOrigins.companyFor(origin) : null;
      const allowed = sameOrigin || origin === ownOrigin || whiteLabel !== null;
      const otherCompany =
        whiteLabel !== null && request.staff !== null && request.staff.companyId !== whiteLabel.companyId;
      if (allowed && !otherCompany) return;
      request.log.warn(
        { origin: origin ?? null, secFetchSite: header(request, 'sec-fetch-site') ?? null },
        'staff change refused: origin',
      );
      throw refused();
    });
  },
  { name: 'staff-origin', dependencies: ['staff-access'] },
);
