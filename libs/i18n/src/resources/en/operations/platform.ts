/** PLACEHOLDER texts, filled by this session's helper. */
export const storePlatform = {};
