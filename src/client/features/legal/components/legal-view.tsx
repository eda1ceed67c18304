import { Link, useLocation } from 'react-router';
import { TEXT_LINK } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useSession } from '../../../lib/session';
import type { LegalDocument } from '../legal-content';

/**
 * A legal page, open to visitors and members alike (outside the app's layout, so it has its own
 * main landmark). Opened in a new tab from the sign-up form, it has no page to go back to, so
 * Back then leads to the start page.
 */
export function LegalView({
  doc,
  other,
}: {
  doc: LegalDocument;
  other: { to: string; label: string };
}) {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  const firstPage = location.key === 'default';
  const back = firstPage ? (isAuthenticated ? '/home' : '/') : true;
  return (
    <div className="min-h-dvh bg-canvas">
      <PageHeader title={doc.title} back={back} />
      <main className="mx-auto max-w-2xl space-y-4 px-4 pb-10">
        <p className="text-body leading-relaxed text-ink-700">{doc.intro}</p>
        {doc.sections.map((section) => (
          <section key={section.heading} className="rounded-3xl bg-surface p-5 shadow-card">
            <h2 className="text-lg font-extrabold text-ink-900">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-2 text-body leading-relaxed text-ink-700">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        <p className="text-center text-sm text-ink-500">
          See also the{' '}
          <Link to={other.to} className={TEXT_LINK}>
            {other.label}
          </Link>
          .
        </p>
      </main>
    </div>
  );
}
