-- A Wohnberechtigungsschein in the tenant profile: one of the first round's facts (issue 71).
ALTER TABLE "tenant_profiles" ADD COLUMN "wbs" boolean DEFAULT false NOT NULL;