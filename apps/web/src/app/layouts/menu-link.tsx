import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link, useLocation } from 'react-router';
import { idirectLinkQueryOptions } from '@/features/accounts/api/get-idirect-link';
import type { MenuLink } from './menus';

export interface MenuLinkProps extends Omit<AnchorHTMLAttributes<HTMLElement>, 'href' | 'type'> {
  item: MenuLink;
  /** Opens 'Auctions in Japan' (post-login only). */
  onIDirect?: () => void;
}

/** A link that opens a new tab, given no class of its menu: its text and the tab icon on one line. */
const OWN_LINE = 'inline-flex items-center gap-1.5';

/** True when the menu entry points at the current page (path and, if given, query). */
export function useIsCurrent(to: string): boolean {
  const location = useLocation();
  const [path, query] = to.split('?');
  if (location.pathname !== path) return false;
  return query === undefined || location.search === `?${query}`;
}

/** One menu entry: an internal link, an external link opening a new tab, or the iDirect action. */
export const MenuItemLink = forwardRef<HTMLAnchorElement & HTMLButtonElement, MenuLinkProps>(
  function MenuItemLink({ item, onIDirect, className, children, onClick, ...props }, ref) {
    const current = useIsCurrent(item.kind === 'route' ? item.to : '\u0000');
    const { i18n } = useLingui();
    const label = children ?? i18n._(item.label);
    if (item.kind === 'route') {
      return (
        <Link
          ref={ref}
          to={item.to}
          aria-current={current ? 'page' : undefined}
          className={className}
          onClick={onClick}
          {...props}
        >
          {label}
        </Link>
      );
    }
    if (item.kind === 'external') {
      return (
        <a
          ref={ref}
          href={item.href}
          target="_blank"
          rel="noopener noreferrer"
          className={className ?? OWN_LINE}
          onClick={onClick}
          {...props}
        >
          {label}
          <ExternalLink aria-hidden className="size-3 opacity-60" />
          <span className="sr-only">
            <Trans>(opens in a new tab)</Trans>
          </span>
        </a>
      );
    }
    return (
      <IDirectLink ref={ref} className={className} onClick={onClick} onIDirect={onIDirect} {...props}>
        {label}
      </IDirectLink>
    );
  },
);

/**
 * §2 "external 'Auctions in Japan' link (only with iDirect access)": a real link to the partner
 * site, its address fetched (§7 get-idirect-link) as soon as the entry is on screen. A click before
 * the address has arrived opens the tab at once and points it there when it comes (onIDirect).
 */
const IDirectLink = forwardRef<HTMLAnchorElement, Omit<MenuLinkProps, 'item'>>(function IDirectLink(
  { onIDirect, className, children, onClick, ...props },
  ref,
) {
  const { data: link } = useQuery(idirectLinkQueryOptions());
  return (
    <a
      ref={ref}
      href={link ?? '/auction/idirect-deposit'}
      target="_blank"
      rel="noopener noreferrer"
      className={className ?? OWN_LINE}
      onClick={(event) => {
        onClick?.(event);
        if (!link) {
          event.preventDefault();
          onIDirect?.();
        }
      }}
      {...props}
    >
      {children}
      <ExternalLink aria-hidden className="size-3 opacity-60" />
      <span className="sr-only">
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
});
