import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` where it may, and finds out whether it may by
 * calling it once. Under the storefront's Content-Security-Policy (no 'unsafe-eval') that probe is
 * refused — harmlessly, but every browser reports it as a CSP violation, on every screen. In a
 * browser — a page or the web's answer-checking worker — parse without the compiler; the server
 * (neither) keeps it.
 */
if ('document' in globalThis || 'WorkerGlobalScope' in globalThis) z.config({ jitless: true });
