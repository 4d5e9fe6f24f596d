/**
 * Coupons for the cart and checkout (a declared shared service: modules do not import each other).
 *
 *   // the member's unused coupons come with the pricing read (`loadPricingData`, `couponRuleOf`)
 *   const rules = priced.couponRules;
 *   const verdicts = evaluateCoupons(rules, priced.engine.lines.map(...), { countryCode, now: new Date() });
 *   bestCoupon(verdicts)            // the cart's estimate
 *   consumeCoupon(tx, memberId, id, orderId)   // in the order transaction; false → refuse
 *   releaseCoupon(tx, id, orderId)             // when the order is cancelled
 */
export * from './evaluate.js';
export * from './describe.js';
export * from './coupons.repository.js';
