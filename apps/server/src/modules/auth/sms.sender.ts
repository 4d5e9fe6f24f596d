import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';

export interface SmsMessage {
  /** E.164, e.g. "+84901234501". */
  to: string;
  phoneCountryCode: string;
  phoneNumber: string;
  scene: 'login' | 'register' | 'resetPassword';
  /** The code, for the dev outbox only; a provider gets it inside `text`. */
  code: string;
  text: string;
}

/** Where verification codes go. Throws when the message could not be handed over. */
export interface SmsSender {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export interface OutboxEntry extends Omit<SmsMessage, 'to'> {
  sentAt: string;
}

const OUTBOX_SIZE = 200;

/**
 * The default: a log line (never with the code or the full number, so no log holds a usable code)
 * and a bounded in-memory outbox that tests and the dev server read at /api/dev/sms/outbox. The
 * outbox is a development aid, so keeping it in memory does not break DESIGN.md §7.
 */
export class LogSmsSender implements SmsSender {
  readonly name = 'log';
  readonly outbox: OutboxEntry[] = [];

  constructor(private readonly log: FastifyBaseLogger) {}

  async send(message: SmsMessage): Promise<void> {
    const { to: _to, ...entry } = message;
    this.outbox.unshift({ ...entry, sentAt: new Date().toISOString() });
    this.outbox.length = Math.min(this.outbox.length, OUTBOX_SIZE);
    this.log.info(
      { sms: { to: `+${message.phoneCountryCode}…${message.phoneNumber.slice(-3)}`, scene: message.scene } },
      'sms sent to the log sender (not delivered; outside production the dev outbox has it)',
    );
  }
}

/**
 * A real provider: POSTs `{to, text}` as JSON to SMS_HTTP_URL with a bearer token. Any gateway with
 * such an endpoint fits; a provider with another shape gets a small adapter like this one.
 */
export class HttpSmsSender implements SmsSender {
  readonly name = 'http';

  constructor(
    private readonly url: string,
    private readonly token: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.token}` },
      body: JSON.stringify({ to: message.to, text: message.text }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    // The body may echo the text, so it is dropped unread, never put in an error.
    await response.body?.cancel();
    if (!response.ok) throw new Error(`SMS provider answered HTTP ${response.status}`);
  }
}

export function createSmsSender(config: Config, log: FastifyBaseLogger): SmsSender {
  if (config.sms.provider === 'http' && config.sms.http) {
    return new HttpSmsSender(config.sms.http.url, config.sms.http.token);
  }
  return new LogSmsSender(log);
}
