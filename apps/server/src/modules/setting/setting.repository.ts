import type { Db } from '../../db/client.js';
import { appSetting } from '../../db/schema/index.js';

export const listSettings = (db: Db) =>
  db.select({ key: appSetting.key, value: appSetting.value, localized: appSetting.localized }).from(appSetting);
