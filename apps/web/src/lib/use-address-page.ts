import { useSearchParams } from 'react-router';
import { pageFrom, withPage } from './paging';

/**
 * The page of a list kept in the address (`?page=3`; `param` where a screen shows two lists), and how
 * to go to another: a page can be linked to and reloaded, and Back returns to the page before.
 */
export function useAddressPage(param = 'page') {
  const [search, setSearch] = useSearchParams();
  return {
    page: pageFrom(search.get(param)),
    onPage: (next: number) => setSearch((current) => withPage(current, next, param)),
  };
}
