ALTER TABLE "point_products" ADD COLUMN "item_id" integer;--> statement-breakpoint
-- the frame exchange gives the 祥云金 frame (AVATAR_ITEMS 203); coupons and print cards stay off sale until
-- their delivery exists (nothing may take points and give nothing)
UPDATE "point_products" SET "item_id" = 203, "name" = '祥云金头像框' WHERE "kind" = 'frame';--> statement-breakpoint
UPDATE "point_products" SET "active" = false WHERE "kind" IN ('coupon', 'print');
