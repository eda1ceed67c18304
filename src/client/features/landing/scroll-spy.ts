import { useEffect, useState } from 'react';

export interface SectionPosition {
  id: string;
  /** Distance of the section's top edge from the top of the viewport, in px. */
  top: number;
}

/**
 * Spec section 2 "Landing": the anchor of the section nearest the top of the viewport (within
 * the threshold) is highlighted, i.e. the last section, in page order, whose top has passed the
 * line `thresholdPx` below the top. At the very bottom of the page the last section wins, since a
 * short final section can never reach that line.
 */
export function pickActiveSection(
  sections: readonly SectionPosition[],
  thresholdPx: number,
  atBottom = false,
): string | undefined {
  if (sections.length === 0) return undefined;
  if (atBottom) return sections[sections.length - 1]!.id;
  let active = sections[0]!.id;
  for (const section of sections) {
    if (section.top <= thresholdPx) active = section.id;
  }
  return active;
}

/** Tracks which of the sections (by element id, in page order) is highlighted while scrolling. */
export function useScrollSpy(ids: readonly string[], thresholdPx: number): string | undefined {
  const [active, setActive] = useState<string | undefined>(ids[0]);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const positions = ids.flatMap((id) => {
        const el = document.getElementById(id);
        return el ? [{ id, top: el.getBoundingClientRect().top }] : [];
      });
      const root = document.documentElement;
      const atBottom =
        root.scrollTop > 0 && window.innerHeight + window.scrollY >= root.scrollHeight - 2;
      setActive(pickActiveSection(positions, thresholdPx, atBottom));
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [ids, thresholdPx]);

  return active;
}

/** Smoothly scrolls a section into view (its scroll-margin keeps it clear of the fixed header). */
export function scrollToSection(id: string) {
  const el = document.getElementById(id);
  if (!el) return;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
}

/**
 * The standalone landing document hydrates only its header (landing-main.tsx): the section links
 * elsewhere on the page (the hero's button, the footer's quick links) carry `data-scroll-to` and
 * scroll through this one listener instead. Inside the app they are React's and handle it
 * themselves.
 */
export function handleSectionLinks(root: Document): void {
  root.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest<HTMLElement>('[data-scroll-to]');
    const id = link?.dataset.scrollTo;
    if (!id) return;
    event.preventDefault();
    scrollToSection(id);
  });
}
