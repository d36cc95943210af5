-- Awaiting payment has one value, the seed's wire value waitForPay (resources/orderPackages.ts):
-- data folders seeded before it kept awaitingPayment rows.
UPDATE "order_packages" SET "status" = 'waitForPay' WHERE "status" = 'awaitingPayment';
