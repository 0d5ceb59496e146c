/** The driver's connection test: one short connection, nothing kept open. */
import net from 'node:net';
import { missingOptions, type ConnectionTestResult } from '@lauda/sdk/device';
import { charsetOf } from './charset.js';
import { iiOptionsSchema, type IiDeviceOptions } from './options.js';
import { encodeCommand, IiLineDecoder, parseReply } from './protocol.js';

/**
 * Opens the II port and asks the template query: any II answer (done, an error code, template
 * lines) shows a device speaking II. Nothing is kept open.
 */
export async function testIiConnection(options: Partial<IiDeviceOptions>, timeoutMs = options.connectTimeoutMs ?? 3000): Promise<ConnectionTestResult> {
  const missing = missingOptions(iiOptionsSchema, options as Record<string, unknown>);
  if (missing.length) return { ok: false, code: 'device.notEnoughInformation', message: `Not enough information for a connection test: ${missing.join(', ')}`, missing };
  const host = String(options.host);
  const port = Number(options.lowerPort);
  const charset = charsetOf(options.charsetInput) ?? charsetOf(options.charsetOutput) ?? 'latin1';
  const fail = (message: string): ConnectionTestResult => ({ ok: false, code: 'device.communicationFailed', message: `Intelligent Interface communication failed: ${message}` });
  if (!Number.isInteger(port) || port < 1 || port > 65535) return fail(`port ${options.lowerPort} is not a TCP port`);
  return new Promise((resolve) => {
    const sock = net.connect({ host, port });
    const decoder = new IiLineDecoder(charset);
    let banner: string | null = null;
    const done = (r: ConnectionTestResult) => {
      clearTimeout(timer);
      sock.destroy();
      resolve(r);
    };
    const timer = setTimeout(() => done(fail(`${host}:${port}: no ${sock.readyState === 'open' ? 'answer' : 'connection'} within ${timeoutMs} ms`)), timeoutMs);
    sock.on('error', (e) => done(fail(`${host}:${port}: ${e.message}`)));
    sock.on('connect', () => {
      if (options.templateQuery !== false) sock.write(encodeCommand({ kind: 'listTemplates' }).bytes);
      else setTimeout(() => done({ ok: true, code: 'device.testOk', message: `${host}:${port} accepted the connection${banner ? ` (${banner})` : ''}` }), Math.min(500, timeoutMs / 2));
    });
    sock.on('data', (chunk) => {
      for (const l of decoder.push(chunk)) {
        if (!l.ok) return done(fail(`${host}:${port} sent ${l.reason}`));
        const r = parseReply(l.text);
        if (r.kind === 'banner') banner = r.text;
        else if (r.kind === 'busy') return done(fail(`${host}:${port} says its Intelligent Interface port is in use by another client (${r.text})`));
        else if (r.kind === 'unknown') return done(fail(`${host}:${port} answered something that is not Intelligent Interface: ${r.text.slice(0, 80)}`));
        else if (r.kind === 'ok' || r.kind === 'error') return done({ ok: true, code: 'device.testOk', message: `${host}:${port} answered an Intelligent Interface command${banner ? ` (${banner})` : ''}` });
      }
    });
  });
}
