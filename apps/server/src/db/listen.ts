import type { Client } from 'pg';

/** Stops listening and closes the listening connection. */
export type StopListening = () => Promise<void>;

const RECONNECT_MS = 1_000;

/**
 * LISTEN on `channel` over a connection of its own (a pooled one is handed to other queries between
 * uses, so it cannot hold a LISTEN). A lost connection is opened again every second until it
 * works; `onMessage('')` is called after every (re)connection too, since anything sent while it
 * was away is lost. Needs a session connection: through a transaction-mode pooler, point
 * DATABASE_URL at a session-mode port or at PostgreSQL itself.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
): Promise<StopListening> {
  const { default: pg } = await import('pg');
  let current: Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const open = async (first: boolean): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    let lost = false;
    const reopen = () => {
      if (lost) return;
      lost = true;
      if (current === client) current = null;
      if (stopped) return;
      retry = setTimeout(() => void open(false).catch(() => undefined), RECONNECT_MS);
      retry.unref();
    };
    client.on('notification', (m) => {
      if (m.channel === channel) onMessage(m.payload ?? '');
    });
    client.on('error', reopen);
    client.on('end', reopen);
    try {
      await client.connect();
      await client.query(`listen "${channel.replaceAll('"', '""')}"`);
    } catch (error) {
      // At start the caller hears of it (the server does not start); later, try again.
      if (first) lost = true;
      else reopen();
      void client.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await client.end();
      return;
    }
    current = client;
    onMessage('');
  };

  await open(true);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end().catch(() => undefined);
  };
}
