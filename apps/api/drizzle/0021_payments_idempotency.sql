-- A dealer's payment may carry an Idempotency-Key, as an offer does: a retry after a lost answer
-- (a proxy's instance gone mid-request, a timeout) finds the payment the first try wrote instead of
-- recording the bank transfer twice. Unique per user; a payment without a key (null) never clashes.
ALTER TABLE "payments" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_user_idempotency_uq" ON "payments" USING btree ("user_id","idempotency_key");