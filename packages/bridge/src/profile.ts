/**
 * Bridge's one rule profile: duplicate bridge by the 2017 Laws of Duplicate Bridge, as the
 * Italian text of Laws 65, 66, 69 and 79 in `../shared/rules/` has them. Its readings are in
 * docs/bridge.md; the event settings (the correction period of LAW 79C, the online review of
 * the last trick under LAW 66C) belong to an event or a table, not to the profile.
 */
export const BRIDGE_PROFILE_ID = 'laws-2017';
