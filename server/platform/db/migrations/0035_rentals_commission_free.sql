-- Tenants pay no agent's commission (§ 2 Abs. 1a WoVermittG): rentals state none from now on (issue 71).
UPDATE "ads" SET "commission" = NULL, "commission_free" = true WHERE "category" IN ('apartment_rent', 'house_rent', 'shared_room');
