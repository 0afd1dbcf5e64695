import { ExternalLink } from 'lucide-react';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import type { MenuLink } from './menus';

export interface MenuLinkProps extends Omit<AnchorHTMLAttributes<HTMLElement>, 'href' | 'type'> {
  item: MenuLink;
  /** Opens 'Auctions in Japan' (post-login only). */
  onIDirect?: () => void;
}

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
          {children ?? item.label}
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
          className={cn('inline-flex items-center gap-1.5', className)}
          onClick={onClick}
          {...props}
        >
          {children ?? item.label}
          <ExternalLink aria-hidden className="size-3 opacity-60" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      );
    }
    return (
      <button
        ref={ref}
        type="button"
        className={cn('inline-flex items-center gap-1.5 text-left', className)}
        onClick={(event) => {
          onClick?.(event);
          onIDirect?.();
        }}
        {...props}
      >
        {children ?? item.label}
        <ExternalLink aria-hidden className="size-3 opacity-60" />
        <span className="sr-only">(opens in a new tab)</span>
      </button>
    );
  },
);
