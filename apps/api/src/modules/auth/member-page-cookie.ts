// The cookie that lets the server draw a member's page (a member's /search arrives with its
// stock and prices, so its first photo paints from the HTML). The web app keeps its tokens in the
// browser's storage and sends them as a Bearer header (§3, §7, ADR 0003); a page request carries no
// header, so sign-in also sets the access token in this cookie. ADR 0003's addendum argues why.
// - HttpOnly: no script reads it (the page's script has its own copy in storage).
// - SameSite=Lax, Secure on https, and the access token's own life (15 minutes).
// - It authenticates nothing but the drawing of a page (GET, no side effect): the API's routes read
//   the Authorization header only, so it is no credential for them (plugins/csrf.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-token.ts';

export const MEMBER_PAGE_COOKIE = 'ibc_page';

export function setMemberPageCookie(request: FastifyRequest, reply: FastifyReply, accessToken: string): void {
  void reply.setCookie(MEMBER_PAGE_COOKIE, accessToken, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: ACCESS_TOKEN_TTL_SECONDS,
  });
}

export function clearMemberPageCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (request.cookies[MEMBER_PAGE_COOKIE] === undefined) return;
  void reply.clearCookie(MEMBER_PAGE_COOKIE, { path: '/' });
}
