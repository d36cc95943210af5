update shipping_orders set queue = case stage
  when 'created' then 'receive'
  when 'received' then 'handling'
  when 'handled' then 'dispatch'
  when 'dispatched' then 'charge'
  when 'charged' then 'doc'
  when 'documented' then 'delivery'
  when 'delivering' then 'delivery'
  when 'deliveryFailed' then 'delivery'
  end,
  held = false;
