import type { Bootstrap, CurrentUser, FormBuilderData } from '@rookery/core';

/**
 * Spec document 1 §3: after the composer's data call, the per-user limits, dashboard settings,
 * language and default editor type are merged onto the user, so a setting changed in another tab
 * shows here once the composer has asked.
 */
export function withBuilderData(user: CurrentUser, data: FormBuilderData): CurrentUser {
  return {
    ...user,
    ...data.dashboard_settings,
    limits: data.limits,
    language: data.language,
    default_editor_type: data.default_editor_type,
  };
}

/** The session with its user merged with the composer's data; no user, nothing to merge onto. */
export function sessionWithBuilderData(
  session: Bootstrap | undefined,
  data: FormBuilderData,
): Bootstrap | undefined {
  return session?.user ? { ...session, user: withBuilderData(session.user, data) } : session;
}
