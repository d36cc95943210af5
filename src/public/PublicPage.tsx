import { useEffect, useRef, type ReactNode } from 'react';

interface PublicPageProps {
  title: string;
  children?: ReactNode;
}

/** The frame every public page shares: one landmark, one heading that takes focus for screen readers. */
export const PublicPage = ({ title, children }: PublicPageProps) => {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · Kago`;
    heading.current?.focus();
  }, [title]);
  return (
    <main className="public-page">
      <div className="public-card">
        <p className="public-brand" aria-hidden="true">
          Kago
        </p>
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {children}
      </div>
    </main>
  );
};
