// 'See sample report': the library's sample (made-up answers run through the real scoring), clearly labelled.
import { DEFINITIONS, cardFor, isRatingDefinition, sampleReport } from '@waypoint/assessment';
import type { AssessmentSlug } from '@waypoint/domain';
import { Dialog } from '@waypoint/ui';
import styles from './assessments.module.css';
import { RatingResultView } from './rating-result-view';
import { ThriveResultView } from './thrive-result-view';

export function SampleReportDialog({ slug, onClose }: { slug: AssessmentSlug; onClose: () => void }) {
  const report = sampleReport(slug);
  const definition = DEFINITIONS[slug];
  return (
    <Dialog open onClose={onClose} title={`${cardFor(slug).title}: ${report.label}`}>
      <p className={styles.sample}>{report.label}</p>
      <p className={styles.note}>{report.caption}</p>
      {report.kind === 'scale' && isRatingDefinition(definition) ? (
        <RatingResultView definition={definition} result={report.result} encouragement={report.encouragement} sample />
      ) : report.kind === 'text' ? (
        <ThriveResultView result={report.result} />
      ) : null}
    </Dialog>
  );
}
