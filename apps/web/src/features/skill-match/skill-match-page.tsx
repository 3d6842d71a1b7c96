// /skillmatch: the hero 'Your career transition blueprint', the trending careers from the catalogue and a way on to
// the whole catalogue (/careers).
import { Link } from 'react-router';
import { TrendingCareers } from './components/trending-careers';

export function SkillMatchPage() {
  return (
    <div className="page">
      <div className="page-hero">
        <p className="page-eyebrow">Skill match</p>
        <h1 className="page-title">Your career transition blueprint</h1>
        <p className="page-lead">Compare the skills you have today with the role you want, and see which gaps to close first.</p>
        <div className="page-actions">
          <Link to="/skillmatch/questionnaire/1" className="page-action">
            Analyze skill match
          </Link>
        </div>
      </div>
      <TrendingCareers />
      <p>
        Looking for another role? <Link to="/careers">Search all careers</Link>.
      </p>
    </div>
  );
}
