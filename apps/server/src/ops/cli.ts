// `npm run ops -- <command>`: run an order's life without touching the database by hand.
//
// Direct mode (default) opens the configured database (DATABASE_URL, or the PGlite folder of a
// server that is NOT running: PGlite allows one process). API mode talks to a running server
// through the staff operations API, logged in as a staff member — the way to go with the embedded
// database:
//   npm run ops -- --api http://localhost:3000/api --phone 938123404 --password … ship 12 VN-TRACK-1
import { userInfo } from 'node:os';
import { apiOperations } from './api.js';
import type { ConsistencyReport } from './consistency.js';
import { directOperations } from './direct.js';
import { runSynonymCommand, SYNONYM_USAGE } from './synonym.js';

const USAGE = `usage: npm run ops -- [--api URL --phone N --password P [--country 84]] <command>
  list [status]              orders, newest first (status all, 0–5)
  list receipts              bank transfers whose receipt came and whose money is not
                             confirmed yet (check the receiptUrl, then \`paid <orderId>\`)
  show <orderId>             one order with its audit trail
  review <orderId>           approve: 1 → 2
  start <orderId>            the warehouse starts picking (stays 2)
  ship <orderId> <tracking>  a delivery order: 2 → 3
  ready <orderId>            a pickup order waits for collection: 2 → 3
  complete <orderId>         delivered or collected: 3 → 4
  paid <orderId>             finance: the money of a bank transfer arrived (0 → 1, paid)
  cancel <orderId> <reason>  0/1/2 → 5, releasing everything the order held
  refund <orderId> [note]    record that a requested refund was made
  expire                     cancel holds without confirmed money past their deadline (direct mode)
  check [--strict]           stock, slots, coupons, wallet and credit ledgers, refunds against the orders
                             (direct mode); exits 1 on a violation. --strict also counts stock
                             reserved outside orders (a reservation a closed order left behind)`;

export interface Operations {
  list(status: string): Promise<unknown>;
  run(command: string, orderId: number, args: string[]): Promise<unknown>;
  expire(): Promise<unknown>;
  check(strict: boolean): Promise<ConsistencyReport>;
  close(): Promise<void>;
}

/** `--api URL --phone N --password P [--country 84]` in front of the command select API mode. */
function parseArgs(argv: string[]) {
  const flags: Record<string, string> = {};
  while (argv[0]?.startsWith('--') && argv[0] !== '--help') {
    const [flag, value] = [argv.shift()!.slice(2), argv.shift() ?? ''];
    flags[flag] = value;
  }
  return { flags, command: argv[0], args: argv.slice(1) };
}

const { flags, command, args } = parseArgs(process.argv.slice(2));
if (!command || command === 'help' || command === '--help') {
  console.log(`${USAGE}\n${SYNONYM_USAGE}`);
  process.exit(command ? 0 : 2);
}
if (command === 'synonym') {
  try {
    console.log(JSON.stringify(await runSynonymCommand(args), null, 2));
    process.exit(0);
  } catch (error) {
    console.error(`ops synonym: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
const ops: Operations = flags.api
  ? await apiOperations(flags.api, flags.phone ?? '', flags.password ?? '', flags.country ?? '84')
  : await directOperations(`ops:${userInfo().username}`);
let code = 0;
try {
  const out =
    command === 'list'
      ? await ops.list(args[0] ?? 'all')
      : command === 'expire'
        ? await ops.expire()
        : command === 'check'
          ? await ops.check(args.includes('--strict'))
          : await ops.run(command, Number(args[0]), args.slice(1));
  console.log(JSON.stringify(out, null, 2));
  if (command === 'check' && !(out as ConsistencyReport).consistent) code = 1;
} catch (error) {
  const e = error as { code?: number; message?: string };
  console.error(`ops ${command}: ${e.message ?? String(error)}${e.code ? ` (${e.code})` : ''}`);
  code = 1;
} finally {
  await ops.close();
}
process.exit(code);
