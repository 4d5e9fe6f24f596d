/**
 * Spreads `amount` over lines in proportion to `weights` by largest remainder: every share is
 * floor(amount × weight / total), and the units left over go to the largest remainders. The shares
 * add up to `amount` exactly, and with amount ≤ Σ weights no share exceeds its weight. BigInt,
 * because amount × weight of a large VND order passes 2^53.
 *
 * `tieKeys` break equal remainders by a property of the line (its SKU id), not by its position,
 * so the result does not depend on the order of the lines; lines of one key share as one.
 */
export function spreadLargestRemainder(amount: number, weights: number[], tieKeys: number[]): number[] {
  const total = weights.reduce((a, w) => a + w, 0);
  if (amount < 0 || !Number.isSafeInteger(amount)) throw new RangeError(`amount ${amount} is not a whole amount`);
  if (amount > total) throw new RangeError(`cannot spread ${amount} over ${total}`);
  if (amount === 0 || total === 0) return weights.map(() => 0);
  // Lines of one key (a SKU split over two lines) take their share as one line, then split it: a
  // rounding unit must not move to another SKU because a line was split (a coupon scoped to that
  // SKU would then see another amount). Property test: "does not depend on how a line is split".
  const groups = new Map<number, number[]>();
  tieKeys.forEach((key, i) => {
    const group = groups.get(key);
    if (group) group.push(i);
    else groups.set(key, [i]);
  });
  if (groups.size === weights.length) return spreadOnce(amount, weights, tieKeys);
  const keys = [...groups.keys()];
  const groupShares = spreadOnce(
    amount,
    keys.map((key) => groups.get(key)!.reduce((s, i) => s + weights[i]!, 0)),
    keys,
  );
  const shares = weights.map(() => 0);
  keys.forEach((key, g) => {
    const lines = groups.get(key)!;
    // Within a SKU, ties go to the larger line and then to either of two equal ones (the same
    // SKU and size: which one is immaterial), never by position — results must not depend on
    // the order of the lines (property test: "does not depend on the order of the lines").
    const inner = spreadOnce(
      groupShares[g]!,
      lines.map((i) => weights[i]!),
      lines.map(() => 0),
    );
    lines.forEach((i, j) => (shares[i] = inner[j]!));
  });
  return shares;
}

/** Largest remainder over `weights` (Σ weights ≥ amount), ties broken by `tieKeys`. */
function spreadOnce(amount: number, weights: number[], tieKeys: number[]): number[] {
  const total = weights.reduce((a, w) => a + w, 0);
  if (amount === 0 || total === 0) return weights.map(() => 0);
  const a = BigInt(amount);
  const t = BigInt(total);
  const shares = weights.map((w) => Number((a * BigInt(w)) / t));
  const remainders = weights.map((w) => (a * BigInt(w)) % t);
  let left = amount - shares.reduce((s, x) => s + x, 0);
  const order = weights
    .map((_, i) => i)
    .sort((i, j) => {
      const ri = remainders[i]!;
      const rj = remainders[j]!;
      if (ri !== rj) return ri > rj ? -1 : 1;
      return tieKeys[i]! - tieKeys[j]! || weights[j]! - weights[i]!;
    });
  for (const i of order) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}
