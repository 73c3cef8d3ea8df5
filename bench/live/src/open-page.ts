import { API_BASE_PATH, CSRF_HEADER, WORLD_STATUS } from '@simbiz/contracts';
import { followWorldEvents } from '@simbiz/web-kit/src/world-events';

interface Details {
  status: number;
  currentRoundId: string | null;
}

/**
 * One open world page as the browser's code runs it: the tab's event stream (web-kit's
 * followWorldEvents, the code the shell's hub runs) and, on every round event, the world's details
 * read again through the gateway, as the shell's world frame does. It notes when its details first
 * showed each round open (ms since the epoch).
 */
export class OpenPage {
  private readonly abort = new AbortController();
  private readonly shown = new Map<number, number>();
  private reading = false;
  private again = false;

  constructor(
    private readonly base: string,
    private readonly cookie: string,
    private readonly worldId: string,
  ) {}

  /** Opens the stream and resolves once it is open (its first bytes came). */
  open(): Promise<void> {
    return new Promise((resolve) => {
      const withCookie = ((input: string, init: RequestInit) => {
        const fetched = fetch(input, { ...init, headers: { ...(init.headers as Record<string, string>), cookie: this.cookie } });
        void fetched.then(
          () => resolve(),
          () => undefined,
        );
        return fetched;
      }) as typeof fetch;
      void followWorldEvents({
        worldId: this.worldId,
        baseUrl: this.base,
        fetch: withCookie,
        signal: this.abort.signal,
        onEvent: (event) => event.topic === 'round' && this.readDetails(),
        onReconnect: () => this.readDetails(),
      });
    });
  }

  /** When this page first showed `round` open, if it has. */
  shownAt(round: number): number | undefined {
    return this.shown.get(round);
  }

  close(): void {
    this.abort.abort();
  }

  /** One read at a time, as the shell's API client; an event during a read reads once more after it. */
  private readDetails(): void {
    if (this.reading) return void (this.again = true);
    this.reading = true;
    void this.fetchDetails()
      .then((details) => {
        const round = Number(details?.currentRoundId);
        if (details?.status === WORLD_STATUS.running && !this.shown.has(round)) this.shown.set(round, Date.now());
      })
      .catch(() => undefined)
      .finally(() => {
        this.reading = false;
        if (this.again) {
          this.again = false;
          this.readDetails();
        }
      });
  }

  private async fetchDetails(): Promise<Details | null> {
    const answer = await fetch(`${this.base}${API_BASE_PATH}/worlds/${this.worldId}/details`, { headers: { [CSRF_HEADER]: '1', cookie: this.cookie } });
    const envelope = (await answer.json()) as { code: number; data: Details };
    return envelope.code === 0 ? envelope.data : null;
  }
}
