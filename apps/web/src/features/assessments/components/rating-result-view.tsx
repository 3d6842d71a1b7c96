// A rating result: summary sentence first, then the chart with a text alternative listing every score, the note,
// the encouragement, feedback and what to do next. Used for real results and for the sample report.
import { useState } from 'react';
import { byScoreDescending, cardFor, type RatingAssessmentDefinition } from '@waypoint/assessment';
import {
  RESULT_BARS_COLLAPSED,
  RESULT_CHART_HEIGHT_COLLAPSED_PX,
  RESULT_CHART_HEIGHT_EXPANDED_PX,
  type RatingResult,
} from '@waypoint/domain';
import { Button, useMediaQuery } from '@waypoint/ui';
import { Chart, ChartDataTable, radarOption, ratingBarOption } from '@waypoint/ui/chart';
import { MESSAGES } from '@waypoint/domain';
import styles from './assessments.module.css';

// On a phone the chart is ~300 px wide: names wrap at this width so the bars keep well over half of it, where a 4
// and a 5 are visibly different. Wide enough for the longest single word of a name ('Conscientiousness',
// 'support/resources'): a word wider than this is broken mid-word ('Conscientiousne / ss').
const PHONE_LABEL_WIDTH_PX = 124;

export interface RatingResultViewProps {
  definition: RatingAssessmentDefinition;
  result: RatingResult;
  encouragement: string;
  /** The sample report: its chart and table are 'the sample's' scores, not 'your' scores. */
  sample?: boolean;
}

export function RatingResultView({ definition, result, encouragement, sample = false }: RatingResultViewProps) {
  const [expanded, setExpanded] = useState(false);
  // Ten long axis names ('Conscientiousness') do not fit around a radar on a phone: there the profile is drawn as
  // bars, whose labels wrap. The tablet breakpoint of the design tokens.
  const roomForRadar = useMediaQuery('(min-width: 640px)', true);
  if (result.dimensions.length === 0) return <p>{MESSAGES.noReport}</p>;

  // What's Not Working is always bars, the first 5 until expanded (spec); the profiles are radars where they fit.
  const collapsible = definition.slug === 'whats-not-working';
  // Its bars go highest frustration first, so the 5 shown collapsed are the ones the summary names and the toggle's
  // "top 5" is true; the table follows the chart. Profiles keep questionnaire order, the order of the radar's axes.
  const entries = collapsible ? byScoreDescending(result.dimensions) : result.dimensions;
  const labels = entries.map((entry) => entry.dimension);
  const values = entries.map((entry) => entry.score);
  const scoreName = definition.scoreName ?? 'Score';
  const isBar = collapsible || !roomForRadar;
  const shown = collapsible && !expanded ? RESULT_BARS_COLLAPSED : labels.length;
  const option = isBar
    ? ratingBarOption({ labels: labels.slice(0, shown), values: values.slice(0, shown), seriesName: scoreName, labelWidth: roomForRadar ? 160 : PHONE_LABEL_WIDTH_PX })
    : radarOption({ labels, series: [{ name: sample ? 'Sample scores' : 'Your scores', values }] });
  const height = isBar && shown > RESULT_BARS_COLLAPSED ? RESULT_CHART_HEIGHT_EXPANDED_PX : RESULT_CHART_HEIGHT_COLLAPSED_PX;
  // The name people see on the card ('What's Not Working'), not the API's title ('What Is Not Working').
  const whose = `${sample ? 'the sample' : 'your'} ${cardFor(definition.slug).title} scores`;

  return (
    <div className={styles.result}>
      <p className={styles.summary}>{result.summary}</p>
      <Chart
        option={option}
        height={height}
        ariaLabel={`${isBar ? 'Bar' : 'Radar'} chart of ${whose}, 1 to 5`}
        alternativeLabel="Show every score as text"
        textAlternative={
          <ChartDataTable caption={`${whose[0]!.toUpperCase()}${whose.slice(1)} (1 to 5)`} labels={labels} series={[{ name: scoreName, values }]} />
        }
      />
      {collapsible && labels.length > RESULT_BARS_COLLAPSED ? (
        <Button variant="ghost" aria-expanded={expanded} onClick={() => setExpanded((value) => !value)}>
          {expanded ? `Show top ${RESULT_BARS_COLLAPSED} only` : `Show all ${labels.length}`}
        </Button>
      ) : null}
      <p className={styles.note}>
        {definition.scoreMeaning} {result.note}
      </p>
      <p>{encouragement}</p>
    </div>
  );
}
