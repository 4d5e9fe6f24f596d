import { buildTemplate } from './test/support/template.js';
const t = Date.now();
const db = await buildTemplate({});
console.log('template seeded in', ((Date.now() - t) / 1000).toFixed(1), 's');
await db.close();
