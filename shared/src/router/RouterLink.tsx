import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Where the link goes, as React Router's `to` (a path, or a path with search and hash). */
  to: To;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** History state handed to the next page (`useLocation().state`). */
  state?: unknown;
}

/**
 * An in-app link: a real `<a href>` (open in a new tab, copy the address, keyboard) whose plain
 * click navigates without reloading the page. Use it inside Chakra's `<Link asChild>`.
 *
 * React Router's own `Link` also carries framework-mode prefetching and route discovery, which
 * a declarative router never uses and which would add ~3 KB gzip to every first page; the
 * router's `useLinkClickHandler` is the part that matters and is used as is.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(
  { to, replace, state, target, onClick, ...anchorProps },
  ref,
) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  return (
    <a
      {...anchorProps}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
});
