-- 007 e-mail change: a new e-mail of a user waits, as a verification code with purpose 'email_change'
-- (its `email` is the new address, only the code's scrypt hash is kept), until the code sent to that
-- address is entered by the same user. users.email keeps the confirmed address meanwhile.
alter table verification_codes add column user_id uuid references users (id) on delete cascade;
alter table verification_codes
  add constraint verification_codes_email_change_user_check
  check (purpose <> 'email_change' or user_id is not null);
create index verification_codes_user_idx
  on verification_codes (user_id, purpose, created_at desc) where user_id is not null;
