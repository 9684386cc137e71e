// Every action name the activity log stores (spec "Activity"; the names are the contract and
// stay as they are). `recordActivity` accepts only these, and the Activity screen has a
// sentence for each (modules/activity-log/activity-sentences.ts; activity-description.test.ts
// goes through this list).

export const PAGE_ACTIONS = [
  "create",
  "update",
  "save_draft",
  "restore",
  "delete",
  "schedule",
  "scheduled_publish",
  "scheduled_unpublish",
] as const;
export type PageAction = (typeof PAGE_ACTIONS)[number];
/** A page's or post's action: create_page, scheduled_publish_post, ... */
export type PageActivityAction<Kind extends "page" | "post" = "page" | "post"> =
  `${PageAction}_${Kind}`;

export const ACTIVITY_ACTIONS = [
  // Leads
  "update_lead_status",
  "archive_lead",
  "restore_lead",
  "delete_lead",
  "assign_lead",
  "merge_lead",
  "set_lead_follow_up",
  "clear_lead_follow_up",
  "add_lead_note",
  "edit_lead_note",
  "delete_lead_note",
  "contact_lead_whatsapp",
  "create_lead_from_chat",
  "add_chat_to_lead",
  "retention_delete_leads",
  "export_person_data",
  "erase_person_data",
  "update_lead_consent",
  "update_lead_retention",
  "update_whatsapp_templates",
  "update_analytics_retention",
  // Pages and blog posts
  ...PAGE_ACTIONS.map((action) => `${action}_page` as const),
  ...PAGE_ACTIONS.map((action) => `${action}_post` as const),
  "publish_page",
  "unpublish_page",
  "publish_post",
  "unpublish_post",
  "create_preview_link",
  "revoke_preview_link",
  "update_page_setting",
  // Pricing
  "create_pricing_plan",
  "update_pricing_plan",
  "delete_pricing_plan",
  "reorder_pricing_plans",
  "schedule_pricing_plan",
  "scheduled_publish_plan",
  "scheduled_unpublish_plan",
  // Media, logo, theme and settings
  "upload_media",
  "delete_media",
  "set_logo",
  "update_theme",
  "update_website_settings",
  // Users and sign-in
  "create_user",
  "update_user",
  "delete_user",
  "grant_admin_access",
  "two_factor_reset",
  "sessions_end_all",
  "sessions_end_everyone",
  "require_two_factor_on",
  "require_two_factor_off",
  "sign_in_locked",
  "send_invitation",
  "send_password_reset_link",
  // A person's own account
  "password_change",
  "password_set_with_link",
  "reauthenticate",
  "session_end",
  "sessions_end_others",
  "two_factor_enable",
  "two_factor_disable",
  "recovery_codes_regenerate",
  "passkey_add",
  "passkey_rename",
  "passkey_remove",
  "passkey_sign_in",
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];
