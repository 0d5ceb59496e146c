import type { PluginDefinition } from '../server/plugin.js';
export type { LeakExample, LeakSeed, LeakSeedContext, SeededDocument } from './leaks.js';
export { seedCall } from './leaks.js';

export interface TestKernelOptions {
  /** plugin definitions, or ids of installed plugins; unset = no plugins but the kernel's own routes */
  plugins?: (PluginDefinition<any> | string)[];
  /** database to boot on (default: LAUDA_TEST_DB or 'sqlite'); each kernel gets a fresh one */
  db?: 'sqlite' | 'mysql';
  /** extra config, as in the config file */
  config?: Record<string, unknown>;
}

export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A cookie-keeping HTTP client bound to one test kernel. */
export interface TestClient {
  get<T = any>(path: string): Promise<TestResponse<T>>;
  delete<T = any>(path: string): Promise<TestResponse<T>>;
  post<T = any>(path: string, body?: unknown): Promise<TestResponse<T>>;
  put<T = any>(path: string, body?: unknown): Promise<TestResponse<T>>;
  patch<T = any>(path: string, body?: unknown): Promise<TestResponse<T>>;
  /** any request; `body` is sent as is (string, FormData, Buffer) */
  raw(method: string, path: string, body?: BodyInit | null, headers?: Record<string, string>): Promise<TestResponse>;
  /** the session cookie header value, for WebSocket clients */
  cookie: string | null;
}

export interface TestKernel {
  url: string;
  port: number;
  db: 'sqlite' | 'mysql';
  /** an anonymous client */
  anonymous(): TestClient;
  /** creates an active user with these roles (password `secret-pass`) and returns a signed-in client */
  userWith(roles: string[], username?: string): Promise<TestClient>;
  /** signs in an existing user */
  signIn(username: string, password: string): Promise<TestClient>;
  stop(): Promise<void>;
}

/**
 * The kernel implements the test kernel; this entry forwards to it so plugin tests import nothing
 * of the kernel. `@lauda/kernel` is needed beside the sdk (not declared in package.json: as a peer or optional dependency, a fresh `tsc -b` resolves it while the kernel is not yet built and then cannot find its types): a plugin that
 * runs these tests installs it beside the sdk. It is loaded at run time only, because the kernel
 * builds on the sdk (`tsc -b` must not see a cycle); `TestKernel` above is the contract it meets.
 */
const KERNEL_PACKAGE: string = '@lauda/kernel';

export async function startTestKernel(options: TestKernelOptions = {}): Promise<TestKernel> {
  const kernel = (await import(KERNEL_PACKAGE).catch((e: { code?: string; message?: string }) => {
    if (e?.code !== 'ERR_MODULE_NOT_FOUND' || !String(e.message).includes(`'${KERNEL_PACKAGE}'`)) throw e;
    throw new Error('@lauda/sdk/testing needs @lauda/kernel, install it beside the sdk (npm install -D @lauda/kernel)');
  })) as { startTestKernel(o: TestKernelOptions): Promise<TestKernel> };
  return kernel.startTestKernel(options);
}

/** `n` distinct TCP ports free on loopback right now (for devices, peers and simulators in tests). */
export async function freePorts(n: number): Promise<number[]> {
  const net = await import('node:net');
  const servers = await Promise.all(Array.from({ length: n }, () => new Promise<import('node:net').Server>((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => resolve(s));
  })));
  const ports = servers.map((s) => (s.address() as import('node:net').AddressInfo).port);
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  return ports;
}
export { startSmtpSink, type SmtpSink, type SmtpSinkOptions } from './smtp.js';
export { newsCorpus, type CorpusDocument } from './corpus.js';
