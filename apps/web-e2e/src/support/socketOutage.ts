import { type Page } from '@playwright/test';
import { type SocketRefusal, TEMPORARY_SOCKET_REFUSAL } from '@vitalsync/contracts';

/** Engine.IO's separator of packets in one long-polling payload. */
const RECORD_SEPARATOR = '\x1e';
/** What the gateway answers a handshake while it cannot check sessions (auth-svc or the bus down). */
const UNAVAILABLE_MESSAGE = 'Sign-in is temporarily unavailable. Please try again shortly.';

/**
 * Plays a dependency outage behind the gateway for one namespace of a page: while `down`, every admission of a
 * socket to the namespace ("40/<namespace>,…", over long-polling or the websocket) reaches the page as the gateway's
 * temporary refusal instead ("44/<namespace>,{message,data}", the exact frame the gateway sends then). The page's
 * own code decides what to do with it; `refusals` and `admissions` count what it was given.
 */
export class SocketOutage {
  down = true;
  refusals = 0;
  admissions = 0;
  private readonly admission: string;

  constructor(
    private readonly namespace: string,
    private readonly refusal: SocketRefusal = TEMPORARY_SOCKET_REFUSAL,
  ) {
    this.admission = `40${namespace},`;
  }

  /** Routes the page's Socket.IO traffic through the outage; call before the page opens its sockets. */
  async install(page: Page): Promise<void> {
    await page.route('**/api/socket.io/**', async (route) => {
      const request = route.request();
      if (request.method() !== 'GET') return route.continue();
      const response = await route.fetch();
      const body = await response.text();
      await route.fulfill({ response, body: this.rewrite(body) });
    });
    await page.routeWebSocket(/\/api\/socket\.io\//, (socket) => {
      const server = socket.connectToServer();
      socket.onMessage((message) => server.send(message));
      server.onMessage((message) =>
        socket.send(typeof message === 'string' ? this.rewrite(message) : message),
      );
    });
  }

  private rewrite(payload: string): string {
    return payload
      .split(RECORD_SEPARATOR)
      .map((packet) => {
        if (!packet.startsWith(this.admission)) return packet;
        if (!this.down) {
          this.admissions += 1;
          return packet;
        }
        this.refusals += 1;
        const refused = { message: UNAVAILABLE_MESSAGE, data: this.refusal };
        return `44${this.namespace},${JSON.stringify(refused)}`;
      })
      .join(RECORD_SEPARATOR);
  }
}
