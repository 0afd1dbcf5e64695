import { idirectLinkSchema } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

/** §7 GET /common-user/get-idirect-link: the 'Auctions in Japan' partner link (iDirect users only). */
export async function getIDirectLink(): Promise<string> {
  const { link } = await apiFetch('/common-user/get-idirect-link', { schema: idirectLinkSchema });
  return link;
}
