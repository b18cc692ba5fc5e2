-- 094 one-click reversals: a one-click charge the platform gave back whole (Oneclick's refund).
-- An upgrade whose plan could not be applied after its charge was approved is reversed: a store is
-- never charged for a plan it did not get.
alter table payment_sandbox_oneclick_charges add column if not exists reversed_at timestamptz;
