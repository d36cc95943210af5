-- The late-order reports' clock for orders written before it existed: when the order's event log
-- last moved it into its current status, else when it was last changed.
update orders set status_changed_at = coalesce(
  (select max(e.at) from order_events e where e.order_id = orders.id and e.to_status = orders.status),
  orders.updated_at
) where status_changed_at is null;
