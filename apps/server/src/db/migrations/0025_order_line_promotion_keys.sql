-- An order line keeps the promotion it was sold under as its id and figures, no longer as words in
-- the placing language, so each reader gets the label in their own. A line written before gets its
-- figures back from its own unit price and, for a ladder or a full reduction, from the promotion
-- row; a line whose promotion is gone keeps its words.
UPDATE customer_order_line l SET promotion = coalesce(
  CASE l.promotion ->> 'kind'
    WHEN 'price' THEN jsonb_build_object('id', (l.promotion ->> 'id')::int, 'kind', 'price', 'price', l.price)
    WHEN 'ladder' THEN (
      SELECT jsonb_build_object('id', p.id, 'kind', 'ladder', 'minQuantity', min((t.tier ->> 'minQuantity')::int), 'price', l.price)
      FROM promotion p CROSS JOIN jsonb_array_elements(p.tiers) AS t(tier)
      WHERE p.id = (l.promotion ->> 'id')::int
        AND (t.tier ->> 'minQuantity')::int <= l.quantity
        AND (t.tier ->> 'price')::bigint = l.price
      GROUP BY p.id)
    WHEN 'fullReduction' THEN (
      SELECT jsonb_build_object('id', p.id, 'kind', 'fullReduction',
        'thresholdAmount', coalesce(p.threshold_amount, 0), 'reductionAmount', p.reduction_amount)
      FROM promotion p
      WHERE p.id = (l.promotion ->> 'id')::int AND p.reduction_amount IS NOT NULL)
  END,
  l.promotion)
WHERE l.promotion ->> 'message' IS NOT NULL;
