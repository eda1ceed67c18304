import { createContext, useContext, type AnchorHTMLAttributes } from 'react';

/**
 * How the landing reaches /login and /register. The standalone landing document (landing.html)
 * has no router, so its links are plain anchors (a full load into the app). Inside the app the
 * route module provides the router's navigate, and the same anchors navigate client-side.
 */
export const LandingNavigateContext = createContext<((to: string) => void) | null>(null);

export function LandingLink({
  to,
  onClick,
  ...props
}: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const navigate = useContext(LandingNavigateContext);
  return (
    <a
      href={to}
      onClick={(event) => {
        onClick?.(event);
        const plainClick =
          event.button === 0 &&
          !event.metaKey &&
          !event.ctrlKey &&
          !event.shiftKey &&
          !event.altKey;
        if (navigate && plainClick && !event.defaultPrevented) {
          event.preventDefault();
          navigate(to);
        }
      }}
      {...props}
    />
  );
}
