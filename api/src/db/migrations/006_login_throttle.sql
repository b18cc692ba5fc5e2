-- 006 login throttle: failed sign-ins counted per account and per client address, in the database so
-- that every api process shares the counts (identity/login-throttle.ts). `key` is
-- 'account:' || sha256 hex of the normalised e-mail (known or not: the same answer either way, and
-- no typed address is kept in clear) or 'address:' || the client address (an IPv6 one by its /64).
-- `failures` counts the failed attempts of the window plus the ones still being checked.
create table login_throttle (
  key text primary key,
  failures integer not null default 0 check (failures >= 0),
  window_started_at timestamptz not null default now(),
  locked_until timestamptz
);
create index login_throttle_window_idx on login_throttle (window_started_at);
