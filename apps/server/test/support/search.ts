import type { FastifyInstance } from 'fastify';

/** The names of the cards a search shows on its first page, in the locale asked for. */
export async function searchNames(app: FastifyInstance, keyword: string, locale = 'en-US'): Promise<string[]> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/sku/search',
    payload: { keyword, warehouseId: 1, pageSize: 20 },
    headers: { 'accept-language': locale },
  });
  return (res.json().data as { list: { name: string }[] }).list.map((c) => c.name);
}
