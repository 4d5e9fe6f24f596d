import { startBuiltServer } from './lib/serve.mjs';
const s = await startBuiltServer({ label: 'probe' });
const b = s.baseURL;
for (const wid of [1,2]) {
const r = await (await fetch(`${b}/api/home/pageRecommendProduct?pageNum=1&pageSize=3&warehouseId=${wid}`)).json();
console.log(wid, JSON.stringify(r.data.list.slice(0,3).map(x=>({id:x.productSkuId,name:x.productName??x.name,stock:x.stock,price:x.price}))));
const id = r.data.list[0].productSkuId;
const d = await (await fetch(`${b}/api/sku/detail`, {method:'POST', headers:{'content-type':'application/json'}, body: JSON.stringify({productSkuId:id, warehouseId: wid})})).json();
console.log(JSON.stringify({stock:d.data?.stock, siblings:d.data?.siblings, code:d.code}));
}
process.exit(0);
