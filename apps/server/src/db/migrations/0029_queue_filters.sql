CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target","id");--> statement-breakpoint
CREATE INDEX "customer_order_created_idx" ON "customer_order" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "customer_order_sn_trgm_idx" ON "customer_order" USING gin ("order_sn" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_order_phone_idx" ON "customer_order" USING btree (ltrim(regexp_replace(coalesce("address" ->> 'phoneNumber', "pickup" ->> 'phoneNumber'), '\D', '', 'g'), '0'));