-- Issue #25: the session cache of server/http/session-cache.ts (embedded PGlite) drops a user's cached sessions
-- when one of them is revoked, shortened or deleted while live, or the user's status changes (account deleted),
-- or the tables are truncated (empty payload: everything),
-- whatever code or script did it. NOTIFY is delivered at commit; the payload is the user id.
CREATE FUNCTION zupu_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('zupu_sessions', (CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END)::text);
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'sessions' AND NEW.user_id <> OLD.user_id THEN
    PERFORM pg_notify('zupu_sessions', OLD.user_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION zupu_user_status_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('zupu_sessions', NEW.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_changed_upd AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (NEW.revoked_at IS DISTINCT FROM OLD.revoked_at OR NEW.expires_at < OLD.expires_at
        OR NEW.user_id <> OLD.user_id OR NEW.token_hash <> OLD.token_hash)
  EXECUTE FUNCTION zupu_session_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_changed_del AFTER DELETE ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS NULL)
  EXECUTE FUNCTION zupu_session_changed();
--> statement-breakpoint
CREATE TRIGGER users_status_changed AFTER UPDATE OF status ON users FOR EACH ROW
  WHEN (NEW.status IS DISTINCT FROM OLD.status)
  EXECUTE FUNCTION zupu_user_status_changed();
--> statement-breakpoint
CREATE FUNCTION zupu_sessions_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('zupu_sessions', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION zupu_sessions_truncated();
--> statement-breakpoint
CREATE TRIGGER users_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION zupu_sessions_truncated();
