-- Strong identification over SAML 2.0 (api/src/auth/saml.ts). The AuthnRequest's id is the
-- auth_request row's id, so any instance can check the answer's InResponseTo.

-- Assertion ids already used, refused again until the assertion would have expired anyway.
create table saml_assertion (
  id text primary key,
  expires_at timestamptz not null
);
create index saml_assertion_expires_idx on saml_assertion (expires_at);

-- Who the identity provider said a session is, for single logout in both directions.
create table saml_session (
  session_id text primary key references session (id) on delete cascade,
  name_id text not null,
  name_id_format text,
  session_index text,
  idp_entity_id text not null
);
create index saml_session_name_id_idx on saml_session (name_id);
