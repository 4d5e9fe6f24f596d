import { useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_NavigationContext } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the app, from its root: `/productDetails?productSkuId=12`. */
  to: string;
  /** Take the place of the current history entry (a link to where the shopper is always does). */
  replace?: boolean;
}

/**
 * A link to a screen of the app: an `<a href>` that the router follows without a page load, as
 * React Router's `Link` does, for the one kind of link this app has (an absolute path, no
 * basename). Its `Link` runs some twenty hooks a link to resolve relative paths, prefetch, mask and
 * transition (useHref, useResolvedPath, useNavigate, useLinkClickHandler, usePrefetchBehavior…),
 * and it follows the location, so every link on every kept screen rendered again on each
 * navigation. Home draws 54 links and a long list one a card: hydrating them was 4–5 % of a first
 * visit's main thread at a phone's speed (npm run long-tasks, issue 13, docs/decisions.md). This
 * one reads two contexts and does its work when it is clicked.
 */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  // Null outside a data router (a unit test's MemoryRouter): then a click always pushes.
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !followsInApp(event, target)) return;
    event.preventDefault();
    // As React Router's Link: a link to where the shopper already is adds no history entry.
    const here = dataRouter?.router.state.location;
    const same = here !== undefined && `${here.pathname}${here.search}${here.hash}` === to;
    if (replace ?? same) navigator.replace(to);
    else navigator.push(to);
  };
  return <a {...rest} href={to} target={target} onClick={follow} />;
}

/** A plain left click, in this tab: a modified click (a new tab, a download) is the browser's. */
const followsInApp = (event: MouseEvent, target: string | undefined) =>
  event.button === 0 &&
  (!target || target === '_self') &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
