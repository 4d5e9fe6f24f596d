import {
  addressAdd,
  addressDelete,
  addressDetail,
  addressList,
  addressSetDefault,
  addressUpdate,
  divisionList,
} from '@storefront/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.js';
import {
  addMemberAddress,
  deleteMemberAddress,
  divisions,
  getMemberAddress,
  listMemberAddresses,
  setDefaultMemberAddress,
  updateMemberAddress,
} from './address.service.js';

export async function addressRoutes(app: FastifyInstance) {
  const ctx = (locale: Parameters<typeof divisions>[0]['locale']) => ({ db: app.db, locale, uploads: app.uploads });

  route(app, addressList, ({ ctx: c, actor }) => listMemberAddresses(ctx(c.locale), actor.memberId));
  route(app, addressDetail, ({ ctx: c, actor, query }) => getMemberAddress(ctx(c.locale), actor.memberId, query.id));
  route(app, addressAdd, ({ ctx: c, actor, body }) => addMemberAddress(ctx(c.locale), actor.memberId, body));
  route(app, addressUpdate, ({ ctx: c, actor, body: { id, ...input } }) =>
    updateMemberAddress(ctx(c.locale), actor.memberId, id, input),
  );
  route(app, addressDelete, ({ ctx: c, actor, body }) => deleteMemberAddress(ctx(c.locale), actor.memberId, body.id));
  route(app, addressSetDefault, ({ ctx: c, actor, body }) =>
    setDefaultMemberAddress(ctx(c.locale), actor.memberId, body.id),
  );
  route(app, divisionList, ({ ctx: c, query }) => divisions(ctx(c.locale), query.countryCode, query.parentCode));
}
