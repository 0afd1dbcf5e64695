-- Every status column holds only its machine's states (packages/domain/src/machines): the lists are
-- written into schema.ts from the domain, and db/status-checks.test.ts holds the database to them.
ALTER TABLE "companies" ADD CONSTRAINT "companies_status_check" CHECK ("companies"."status" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" in ('pending', 'sending', 'sent', 'dead'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('open', 'void'));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('submitted', 'countered', 'accepted', 'declined', 'withdrawn', 'expired'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'confirmed', 'rejected'));--> statement-breakpoint
ALTER TABLE "purchase_stages" ADD CONSTRAINT "purchase_stages_stage_check" CHECK ("purchase_stages"."stage" in ('purchased', 'in-yard', 'export-certificate', 'inspected', 'booked', 'departed', 'arrived', 'released', 'cancelled'));--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_stage_check" CHECK ("purchases"."stage" in ('purchased', 'in-yard', 'export-certificate', 'inspected', 'booked', 'departed', 'arrived', 'released', 'cancelled'));--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_status_check" CHECK ("vehicles"."status" in ('available', 'reserved', 'sold', 'withdrawn'));