import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SwipeResponse } from '../../../../shared/schemas/dating';

type MatchInfo = NonNullable<SwipeResponse['match']>;

/**
 * The 'It's a Match!' overlay as a history entry of its own, so the phone's Back closes it
 * instead of leaving the deck. After a reload the entry's flag is still there but the match is
 * not, so nothing opens.
 */
export function useMatchOverlay() {
  const location = useLocation();
  const navigate = useNavigate();
  const [match, setMatch] = useState<MatchInfo | null>(null);
  const open =
    match !== null && (location.state as { matchOverlay?: unknown } | null)?.matchOverlay === true;
  // Read by callbacks of swipes sent before the overlay opened.
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  });

  function show(next: MatchInfo) {
    setMatch(next);
    // A second match while one is shown takes its place rather than stacking another entry.
    navigate(location.pathname, { state: { matchOverlay: true }, replace: openRef.current });
  }

  function close() {
    if (openRef.current) navigate(-1);
    setMatch(null);
  }

  return { match: open ? match : null, show, close };
}
