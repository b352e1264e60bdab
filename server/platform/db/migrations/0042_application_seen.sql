-- When the landlord first opened the board with an application on it: "gesehen" for its applicant (issue 71).
ALTER TABLE "applications" ADD COLUMN "seen_at" timestamp with time zone;