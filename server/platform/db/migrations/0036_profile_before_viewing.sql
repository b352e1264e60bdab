-- The profile opens with an attended viewing, or earlier when the applicant chooses (issue 71); a card moved to
-- "Besichtigt" by hand no longer opens it, also for applications made before.
ALTER TABLE "applications" ADD COLUMN "profile_before_viewing" boolean DEFAULT false NOT NULL;
