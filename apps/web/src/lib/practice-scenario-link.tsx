// A link into the practice gym that names its scenario, so a reader knows where it leads before following it.
// The title comes from the public scenario list (cached and shared with the gym); until it arrives, or if the
// scenario is unknown, the link keeps its general wording and still works.
import { Link } from 'react-router';
import { useScenarios } from './practice-scenarios';

export function PracticeScenarioLink({ scenarioId, label }: { scenarioId: string; label: string }) {
  const { data } = useScenarios();
  const title = data?.scenarios.find((s) => s.id === scenarioId)?.title;
  return <Link to={`/practice-gym?scenario=${encodeURIComponent(scenarioId)}`}>{title ? `${label}: “${title}”` : label}</Link>;
}
