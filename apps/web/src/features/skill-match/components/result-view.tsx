// The result (spec 'Skill match result', D20, D23, D24): everything comes from the engine's answer - Future you with
// the five collapsible sections (closed at first, badge coloured by the section 9 thresholds), resources with real
// links, feedback, Download (a real PDF), New skill match; You today; Related roles; and 'Why this match?'.
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { medianPayText, SKILLMATCH_TEXT, skillMatchPdfName, type SkillMatchInput } from '@waypoint/domain';
import { Banner, Button, buttonClassName, Card, Collapsible, ResponsiveTable, Tag, ThumbsFeedback, type ResponsiveTableColumn } from '@waypoint/ui';
import { useDownloadReport, useSendFeedback, type ResultWire } from '../api/skill-match-api';
import styles from './skill-match.module.css';
import { saveBlob } from '../../../lib/save-blob';

export interface ResultViewProps {
  saved: { input: SkillMatchInput; result: ResultWire; reportId: string | null };
  onNew: () => void;
  /** A line under the heading, e.g. when a saved report was made. */
  caption?: string;
  /** What follows the result, e.g. deleting a saved report. */
  footer?: ReactNode;
}

/** The roadmap towards this role; a saved report is named too, so the roadmap starts from it and not the latest. */
function roadmapLink(role: string, reportId: string | null) {
  return `/roadmap?target=${encodeURIComponent(role)}${reportId ? `&report=${encodeURIComponent(reportId)}` : ''}`;
}

type Section = ResultWire['futureYou']['relevantSkillList']['hardSkills'];

function growthText(growth: ResultWire['futureYou']['growth']) {
  return growth ? `${growth.percent > 0 ? '+' : ''}${growth.percent}% (${growth.period})` : 'Not available';
}

function Growth({ growth }: { growth: ResultWire['futureYou']['growth'] }) {
  if (!growth) return <>Not available</>;
  const up = growth.percent >= 0;
  return (
    <span className={up ? styles.up : styles.down}>
      <span aria-hidden="true">{up ? '↑' : '↓'} </span>
      {growthText(growth)}
    </span>
  );
}

type SkillRow = Section['skillList'][number];

const HARD_COLUMNS: ReadonlyArray<ResponsiveTableColumn<SkillRow>> = [
  { key: 'name', header: 'Skill' },
  // Whose figure each is: the person's level beside the experience the role asks for ('Intermediate' next to
  // '4-6 years' read as a contradiction when both were called experience).
  { key: 'levelOfExpirience', header: 'Your level' },
  { key: 'experience', header: 'The role expects' },
  { key: 'score', header: 'Score', align: 'end', render: (row) => row.score.toFixed(1) },
];
const OTHER_COLUMNS = HARD_COLUMNS.filter((c) => c.key === 'name' || c.key === 'experience');

/** A section's rows: a table on wider screens, one card per skill on phones (four columns do not fit a phone). */
function SectionRows({ section, hard, total }: { section: Section; hard: boolean; total?: number }) {
  if (section.skillList.length === 0) return <p className={styles.muted}>{section.status === 'Not assessed yet' ? 'Not assessed yet.' : 'Nothing to show.'}</p>;
  return (
    <>
      <ResponsiveTable
        caption={section.title}
        hideCaption
        columns={hard ? HARD_COLUMNS : OTHER_COLUMNS}
        rows={section.skillList}
        getRowKey={(row, i) => `${row.name}-${i}`}
      />
      {hard && total !== undefined ? (
        <p className={styles.total}>
          Total score <strong>{total.toFixed(1)}</strong> <span className={styles.muted}>(the sum of the skill scores)</span>
        </p>
      ) : null}
    </>
  );
}

/** One of You today's lists, or a line saying why it is empty: a section that opened on nothing read as broken. */
function TodayList({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export function ResultView({ saved, onNew, caption, footer }: ResultViewProps) {
  const { input, result, reportId } = saved;
  const { futureYou, youToday } = result;
  const fromRole = [...result.explanation.matched, ...result.explanation.belowLevel].filter((m) => m.fromCurrentRole).map((m) => m.name);
  const download = useDownloadReport();
  const feedback = useSendFeedback();
  const [why, setWhy] = useState(false);
  const sections = futureYou.relevantSkillList;
  const fileName = skillMatchPdfName(futureYou.desiredRole);

  return (
    <div className={styles.flow} style={{ maxWidth: '72rem' }}>
      <div className={styles.topBar}>
        <Link to="/skillmatch">Back to Skill match</Link>
      </div>
      <h1 className="page-title">Your skill match</h1>
      {caption ? <p className={styles.muted}>{caption}</p> : null}
      <div className={styles.resultGrid}>
        <div className={styles.stack}>
          <Card as="section" heading="Future you">
            <p className={styles.percent}>{result.percent}% skill match</p>
            <dl className={styles.facts}>
              <dt>Desired role</dt>
              <dd>
                {/* The role's page names the O*NET occupation whose requirements these are (Product Manager's are IT
                    Project Managers'). */}
                <Link to={`/careers/${futureYou.code}`}>{futureYou.desiredRole}</Link>
              </dd>
              <dt>Role level</dt>
              <dd>{futureYou.roleLevel}</dd>
              <dt>Salary range</dt>
              <dd>{futureYou.salaryRange}</dd>
              <dt>Growth</dt>
              <dd>
                <Growth growth={futureYou.growth} />
              </dd>
            </dl>
            <h3>Top skills to focus on</h3>
            <ul className={styles.tags}>
              {futureYou.topSkillsList.map((s) => (
                <li key={s}>
                  <Tag tone="primary">{s}</Tag>
                </li>
              ))}
            </ul>
            <h3>Relevant skills</h3>
            <p className={styles.note}>{SKILLMATCH_TEXT.statusLegend}</p>
            <Collapsible title={sections.hardSkills.title} status={sections.hardSkills.status} score={sections.hardSkills.score ?? undefined}>
              <SectionRows section={sections.hardSkills} hard total={futureYou.totalScore} />
            </Collapsible>
            {(['softSkills', 'personality', 'interests', 'workPreferences'] as const).map((k) => (
              <Collapsible key={k} title={sections[k].title} status={sections[k].status} score={sections[k].score ?? undefined}>
                <SectionRows section={sections[k]} hard={false} />
              </Collapsible>
            ))}
            <h3>Resources to bridge the gap</h3>
            <ul className={styles.resources}>
              {futureYou.resources.map((r) => (
                <li key={r.link}>
                  <a href={r.link} target="_blank" rel="noreferrer noopener">
                    {r.name}
                  </a>{' '}
                  <span className={styles.muted}>{r.school}</span>
                </li>
              ))}
            </ul>
            <ThumbsFeedback question="Was this result useful?" fadeInDelayMs={10} fadeOutMs={300} onChange={(choice) => choice && feedback.mutate(choice)} />
            <div className={`${styles.actions} ${styles.resultActions}`}>
              <Button
                variant="secondary"
                loading={download.isPending}
                onClick={() => download.mutate({ input, reportId }, { onSuccess: (blob) => saveBlob(blob, fileName) })}
              >
                Download
              </Button>
              <Button onClick={onNew}>New skill match</Button>
              {/* The next step from a gap: milestones to close it, towards this role, from this report's answers. */}
              <Link className={buttonClassName('secondary')} to={roadmapLink(futureYou.desiredRole, reportId)}>
                Plan a roadmap
              </Link>
            </div>
            {download.isError ? <Banner tone="error">We could not create the PDF. Please try again.</Banner> : null}
            <Button variant="secondary" aria-expanded={why} onClick={() => setWhy((w) => !w)}>
              Why this match?
            </Button>
            {why ? (
              <div>
                <h3>Matched</h3>
                <p>{result.explanation.matched.map((m) => m.name).join(', ') || 'None yet.'}</p>
                <h3>Missing</h3>
                <p>{result.explanation.missing.map((m) => m.name).join(', ') || 'Nothing missing.'}</p>
                <h3>Below the required level</h3>
                <ul>
                  {result.explanation.belowLevel.map((b) => (
                    <li key={b.skillId}>
                      {b.name}: {b.by.toFixed(1)} below the level the role needs
                    </li>
                  ))}
                  {result.explanation.belowLevel.length === 0 ? <li>None.</li> : null}
                </ul>
                {fromRole.length > 0 ? (
                  <>
                    <h3>Counted from your role</h3>
                    <p>
                      What your years as {youToday.currentRole} have taught you: {fromRole.join(', ')}. Know more than
                      that? Add it as a hard skill on step 2 and say how often you use it.
                    </p>
                  </>
                ) : null}
                {result.unknownSkills.length > 0 ? <p>Not in our catalogue (not scored): {result.unknownSkills.join(', ')}</p> : null}
              </div>
            ) : null}
          </Card>
        </div>
        <div className={styles.stack}>
          <Card as="section" heading="You today">
            <dl className={styles.facts}>
              <dt>Current role</dt>
              <dd>
                <Link to={`/careers/${youToday.code}`}>{youToday.currentRole}</Link>
              </dd>
              <dt>Role level</dt>
              <dd>{youToday.roleLevel}</dd>
              <dt>Experience</dt>
              <dd>{youToday.experience}</dd>
              <dt>Salary range</dt>
              <dd>{youToday.salaryRange}</dd>
              <dt>Growth</dt>
              <dd>
                <Growth growth={youToday.growth} />
              </dd>
            </dl>
            <h3>Your top skills</h3>
            <ul className={styles.tags}>
              {youToday.topSkillsList.map((s) => (
                <li key={s}>
                  <Tag>{s}</Tag>
                </li>
              ))}
            </ul>
            <Collapsible title="Hard skills">
              <TodayList items={youToday.hardSkills.map((s) => `${s.name} - ${s.experience}`)} empty="None listed." />
            </Collapsible>
            {(['softSkills', 'personality', 'interests', 'workPreferences'] as const).map((k) => (
              <Collapsible key={k} title={sections[k].title}>
                <TodayList
                  items={sections[k].skillList.filter((r) => r.levelOfExpirience !== 'Missing').map((r) => `${r.name} - ${r.levelOfExpirience}`)}
                  empty={sections[k].status === 'Not assessed yet' ? 'Not assessed yet.' : 'None of what the role asks for yet.'}
                />
              </Collapsible>
            ))}
          </Card>
          <Card as="section" heading="Related roles">
            {result.relatedRoles.length > 0 ? (
              <ul className={styles.related}>
                {result.relatedRoles.map((r) => (
                  <li key={r.code}>
                    <span>
                      <span className={styles.muted}>{r.level}</span> <Link to={`/careers/${r.code}`}>{r.roleName}</Link>
                      {/* Beside the match, what the role pays: one that asks for less may also pay less. Reports saved
                          before results carried the pay have none to show. */}
                      <RolePay role={r} />
                    </span>
                    <strong>{r.percent}% Skill match</strong>
                  </li>
                ))}
              </ul>
            ) : (
              // Some jobs share little beyond what every job asks for: say so rather than show an empty card or a
              // misleading suggestion.
              <p>
                No other role we know is close enough to {futureYou.desiredRole} in the skills it asks for to suggest here.{' '}
                <Link to="/careers">Explore careers</Link> to compare roles yourself.
              </p>
            )}
          </Card>
        </div>
      </div>
      {footer}
    </div>
  );
}

function RolePay({ role }: { role: Parameters<typeof medianPayText>[0] }) {
  const pay = medianPayText(role);
  return pay ? <span className={styles.pay}>{pay}</span> : null;
}
