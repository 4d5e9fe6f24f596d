/**
 * The warehouses a staff member works on (a declared shared service: the order, today and
 * delivery modules read it, the staff module writes it).
 *
 *   .where(and(statusIs(1), warehouseScope(staffId, customerOrder.warehouseId)))
 */
export * from './warehouse-scope.js';
