/**
 * A real SMTP server inside a test (the `smtp-server` package, nodemailer's authors): it keeps every
 * message it receives, parsed with `mailparser`, or refuses recipients or messages with 550 like a
 * server that says no. Both packages are loaded at run time only (dev dependencies of the sdk).
 */
import type { ParsedMail } from 'mailparser';

export interface SmtpSinkOptions {
  /** refuse with 550 and this text at RCPT TO (`rcpt`) or after DATA (`data`) */
  refuse?: { at: 'rcpt' | 'data'; text: string };
  /** accept only this user and password (AUTH PLAIN/LOGIN) */
  auth?: { user: string; pass: string };
}

export interface SmtpSink {
  port: number;
  /** what arrived, in order */
  messages: ParsedMail[];
  /** the envelope recipients of each message */
  envelopes: string[][];
  /** resolves once `n` messages arrived (fails after `ms`) */
  waitFor(n: number, ms?: number): Promise<ParsedMail[]>;
  stop(): Promise<void>;
}

const SMTP_SERVER: string = 'smtp-server';
const MAIL_PARSER: string = 'mailparser';

export async function startSmtpSink(options: SmtpSinkOptions = {}, port = 0): Promise<SmtpSink> {
  const { SMTPServer } = (await import(SMTP_SERVER)) as typeof import('smtp-server');
  const { simpleParser } = (await import(MAIL_PARSER)) as typeof import('mailparser');
  const messages: ParsedMail[] = [];
  const envelopes: string[][] = [];
  const waiting: (() => void)[] = [];
  const refusal = (text: string) => Object.assign(new Error(text), { responseCode: 550 });
  const server = new SMTPServer({
    authOptional: !options.auth,
    allowInsecureAuth: true,
    disabledCommands: options.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    logger: false,
    onAuth(auth, _session, done) {
      if (options.auth && auth.username === options.auth.user && auth.password === options.auth.pass) return done(null, { user: auth.username });
      done(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, done) {
      if (options.refuse?.at === 'rcpt') return done(refusal(options.refuse.text));
      done();
    },
    onData(stream, session, done) {
      simpleParser(stream).then((mail) => {
        if (options.refuse?.at === 'data') return done(refusal(options.refuse.text));
        messages.push(mail);
        envelopes.push(session.envelope.rcptTo.map((r) => r.address));
        waiting.splice(0).forEach((f) => f());
        done();
      }, (e: Error) => done(e));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = (server as unknown as { server: import('node:net').Server }).server.address() as import('node:net').AddressInfo;
  return {
    port: address.port,
    messages,
    envelopes,
    async waitFor(n, ms = 10_000) {
      const deadline = Date.now() + ms;
      while (messages.length < n) {
        if (Date.now() > deadline) throw new Error(`expected ${n} messages, ${messages.length} arrived`);
        await new Promise<void>((r) => { waiting.push(r); setTimeout(r, 100); });
      }
      return messages;
    },
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}
