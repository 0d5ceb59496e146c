/**
 * The NCS end of one MOS plug-in shown in an iframe: `postMessage` both ways, only with the plug-in's
 * own window and origin, and a watchdog on the link. The link is lost when the iframe's document goes
 * (a second `load`: the plug-in reloaded or navigated away) or the plug-in's server stops answering
 * (two probes in a row fail). A lost link stays lost until the user reopens the plug-in (spec 001 §8
 * "plugin link lost (close and reopen the plugin)").
 */
import { buildAck, MosMessageError, pluginOrigin, readMosMessage, type MosPluginMessage } from '@lauda/sdk/web';

export type LinkState =
  | { status: 'opening' }
  | { status: 'linked' }
  | { status: 'lost'; reason: 'navigated' | 'unreachable' };

/** What the host needs of the page and the frame (the browser's; tests pass their own). */
type Listening = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface MosHostOptions {
  frame: Listening & { readonly contentWindow: Pick<Window, 'postMessage'> | null };
  /** where messages arrive: the page's window */
  page?: Listening;
  url: string;
  /** `ncsAppInfo` as of now (the frame may have moved): sent when the plug-in loads and when it asks */
  appInfo(): string;
  onMessage(message: MosPluginMessage): void;
  /** text from the plug-in that is not a MOS message Lauda can read (already answered with ncsAck ERROR) */
  onInvalid(error: MosMessageError): void;
  onState(state: LinkState): void;
  /** resolves when the URL answers at all, rejects when it cannot be reached */
  probe?(url: string, signal: AbortSignal): Promise<unknown>;
  probeEveryMs?: number;
}

export const PROBE_EVERY_MS = 5000;
const PROBE_TIMEOUT_MS = 4000;
/** failed probes in a row that make the link lost */
const PROBE_FAILURES = 2;

/** Any answer, even an opaque one, means the server is there; a network error means it is not. */
const fetchProbe = (url: string, signal: AbortSignal) =>
  fetch(url, { method: 'HEAD', mode: 'no-cors', cache: 'no-store', credentials: 'omit', signal });

export class MosPluginHost {
  readonly origin: string;
  private state: LinkState = { status: 'opening' };
  private loads = 0;
  private failures = 0;
  private timer: ReturnType<typeof setInterval> | null = null;
  private probing: AbortController | null = null;
  private stopped = false;

  constructor(private readonly o: MosHostOptions) {
    const origin = pluginOrigin(o.url);
    if (!origin) throw new Error(`not an http(s) plug-in URL: ${o.url}`);
    this.origin = origin;
  }

  get current(): LinkState {
    return this.state;
  }

  private get page(): Listening {
    return this.o.page ?? window;
  }

  start(): void {
    this.page.addEventListener('message', this.onWindowMessage as EventListener);
    this.o.frame.addEventListener('load', this.onLoad);
    void this.probeOnce();
    this.timer = setInterval(() => void this.probeOnce(), this.o.probeEveryMs ?? PROBE_EVERY_MS);
  }

  stop(): void {
    this.stopped = true;
    this.page.removeEventListener('message', this.onWindowMessage as EventListener);
    this.o.frame.removeEventListener('load', this.onLoad);
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.probing?.abort();
  }

  /** Posts XML to the plug-in, addressed to its origin only (nothing once the link is lost). */
  send(xml: string): boolean {
    const win = this.o.frame.contentWindow;
    if (!win || this.state.status === 'lost' || this.stopped) return false;
    win.postMessage(xml, this.origin);
    return true;
  }

  private set(next: LinkState): void {
    if (this.stopped || this.state.status === 'lost') return;
    if (next.status === this.state.status) return;
    this.state = next;
    this.o.onState(next);
  }

  private lose(reason: 'navigated' | 'unreachable'): void {
    this.set({ status: 'lost', reason });
    if (this.state.status === 'lost') this.stop();
  }

  private readonly onLoad = (): void => {
    this.loads += 1;
    if (this.loads > 1) {
      this.lose('navigated');
      return;
    }
    this.set({ status: 'linked' });
    // the host introduces itself when the plug-in is there (as an ActiveX host does on instantiation)
    this.send(this.o.appInfo());
  };

  private readonly onWindowMessage = (e: MessageEvent): void => {
    // only the plug-in's own window, from the plug-in's own origin: the page hears other frames too
    if (!e.source || e.source !== (this.o.frame.contentWindow as unknown) || e.origin !== this.origin) return;
    if (this.state.status === 'lost' || typeof e.data !== 'string') return;
    let message: MosPluginMessage;
    try {
      message = readMosMessage(e.data);
    } catch (err) {
      if (!(err instanceof MosMessageError)) throw err;
      this.send(buildAck('ERROR', err.message));
      this.o.onInvalid(err);
      return;
    }
    this.set({ status: 'linked' });
    if (message.kind === 'reqAppInfo') this.send(this.o.appInfo());
    this.o.onMessage(message);
  };

  private async probeOnce(): Promise<void> {
    if (this.stopped || this.probing) return;
    const ctl = new AbortController();
    this.probing = ctl;
    const timeout = setTimeout(() => ctl.abort(), PROBE_TIMEOUT_MS);
    try {
      await (this.o.probe ?? fetchProbe)(this.o.url, ctl.signal);
      this.failures = 0;
    } catch {
      if (this.stopped) return;
      this.failures += 1;
      if (this.failures >= PROBE_FAILURES) this.lose('unreachable');
    } finally {
      clearTimeout(timeout);
      if (this.probing === ctl) this.probing = null;
    }
  }
}
