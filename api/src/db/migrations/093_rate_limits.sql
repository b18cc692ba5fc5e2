-- 093 rate limits: the request counters of the public routes' limits (http/rate-limit.ts, the store
-- behind @fastify/rate-limit), in the database so that every api process counts against the same
-- allowance and a client cannot multiply it by reaching another process.
--
-- `key` is the limit's name, ':', then what it counts by: the client address (an IPv6 one by its
-- /64), or another key the route chose (e.g. 'order:' || a public order id). A fixed window: the
-- first hit sets `expires_at`; once it has passed, the next hit starts a new window. Not tenant
-- data (no store id). Expired rows are deleted lazily by the api; none is needed after expiry.
create table if not exists rate_limits (
  key text primary key,
  hits integer not null check (hits > 0),
  expires_at timestamptz not null
);
create index if not exists rate_limits_expires_at_idx on rate_limits (expires_at);
