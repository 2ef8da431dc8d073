/** The action's version, sent in the User-Agent; a test keeps it equal to package.json's. */
export const ACTION_VERSION = '1.2.0'
export const USER_AGENT = `mintlify-agent-action/${ACTION_VERSION}`
