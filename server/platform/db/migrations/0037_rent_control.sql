-- Mietpreisbremse: the exception a rent ad in a covered municipality relies on, or none (issue 71).
ALTER TABLE "ads" ADD COLUMN "rent_control" jsonb;
