/** Addresses inside the Settings area that other screens link to. */

/** The AI Summary card of Settings → Misc: the AI provider the results' AI Summary asks. */
export const AI_SETTINGS_ID = 'settings-ai';
export const AI_SETTINGS_PATH = `/settings/misc#${AI_SETTINGS_ID}`;
