/**
 * The window events app/utils/api-client.ts raises (the same names; a test keeps them equal).
 * Repeated here so that the listeners, loaded on every page, do not pull the whole API
 * client into the first download.
 */
export const NOTIFY_EVENT = 'consilium:notify'
export const FORBIDDEN_EVENT = 'consilium:forbidden'
