/**
 * A refused identification answer; `reason` is for the log and the audit, never for the visitor.
 * A module of its own so that the auth routes know it without loading the SAML libraries
 * (saml.ts), which only a server with an identity provider configured loads.
 */
export class SamlRefused extends Error {}
