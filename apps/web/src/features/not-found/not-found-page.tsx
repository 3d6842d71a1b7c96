import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <div className="page">
      <div className="page-hero">
        <p className="page-eyebrow">404</p>
        <h1 className="page-title">Page not found</h1>
        <p className="page-lead">The address may be mistyped, or the page has moved.</p>
        <div className="page-actions">
          <Link to="/" className="page-action">
            Go to the home page
          </Link>
          <Link to="/assessments" className="page-action-secondary">
            Explore the assessments
          </Link>
        </div>
      </div>
    </div>
  );
}
