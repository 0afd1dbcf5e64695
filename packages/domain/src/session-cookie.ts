/**
 * §3 Stored session, §4: the cookie the web app sets to 'true' while a user is signed in. It is no
 * credential (the API authenticates by bearer token): the server reads it only to name the members'
 * layout among the chunks a page's HTML preloads.
 */
export const SIGNED_IN_COOKIE = 'isAuthenticated';
