import { Writable } from 'node:stream';

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

interface PinoLine {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
}

const clock = (time: number | undefined) => new Date(time ?? Date.now()).toTimeString().slice(0, 8);

/**
 * Turns pino's JSON lines into what a person reads in a terminal: a request is one line when it
 * completes (method, URL, status, time), anything else its level and message, an error its stack.
 * `started` keeps the request line Fastify logs on arrival until its completion is logged.
 */
export function readableLine(raw: string, started: Map<string, { method?: string; url?: string }>): string | null {
  let line: PinoLine;
  try {
    line = JSON.parse(raw) as PinoLine;
  } catch {
    return raw;
  }
  const level = (LEVELS[line.level ?? 30] ?? 'INFO').padEnd(5);
  if (line.msg === 'incoming request' && line.reqId) {
    // A stuck request must not grow the map for ever: the oldest goes first.
    if (started.size >= 1000) started.delete(started.keys().next().value!);
    started.set(line.reqId, line.req ?? {});
    return null;
  }
  if (line.msg === 'request completed' && line.reqId) {
    const req = started.get(line.reqId) ?? {};
    started.delete(line.reqId);
    const ms = line.responseTime === undefined ? '' : ` ${Math.round(line.responseTime)} ms`;
    return `${clock(line.time)} ${level} ${req.method ?? '?'} ${req.url ?? '?'} ${line.res?.statusCode ?? '?'}${ms}`;
  }
  const text = `${clock(line.time)} ${level} ${line.msg ?? ''}`;
  return line.err?.stack ? `${text}\n${line.err.stack}` : line.err?.message ? `${text}: ${line.err.message}` : text;
}

/** A destination for pino that writes readable lines to a terminal (JSON stays for pipes and files). */
export function terminalLogStream(out: NodeJS.WritableStream = process.stdout): Writable {
  const started = new Map<string, { method?: string; url?: string }>();
  let rest = '';
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const raw of lines) {
        const text = raw.trim() && readableLine(raw, started);
        if (text) out.write(`${text}\n`);
      }
      done();
    },
  });
}
