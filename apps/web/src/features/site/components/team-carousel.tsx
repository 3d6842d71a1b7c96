import { useState } from 'react';
import { Dialog, VisuallyHidden } from '@waypoint/ui';
import { aboutCopy } from '../content';
import type { TeamMember } from '../content';
import { InitialsAvatar } from './initials-avatar';
import { CarouselItem, ScrollCarousel } from './scroll-carousel';
import styles from './team-carousel.module.css';

/** The About page's team row: six cards, arrows scroll 300 px, 'Read Bio' opens the bio in a modal. */
export function TeamCarousel({ members }: { members: readonly TeamMember[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const open = members.find((member) => member.id === openId) ?? null;
  const copy = aboutCopy.team;

  return (
    <>
      <ScrollCarousel label={copy.title} previousLabel={copy.previous} nextLabel={copy.next}>
        {members.map((member) => (
          <CarouselItem key={member.id}>
            <article className={styles.card} aria-labelledby={`team-${member.id}`}>
              <div
                className={styles.background}
                style={{ background: `linear-gradient(135deg, ${member.palette[0]}, ${member.palette[1]})` }}
              />
              <div className={styles.avatar}>
                <InitialsAvatar initials={member.initials} palette={member.palette} size={88} />
              </div>
              <h3 id={`team-${member.id}`} className={styles.name}>
                {member.name}
              </h3>
              <p className={styles.title}>{member.title}</p>
              <div className={styles.actions}>
                <button type="button" className={styles.bioButton} onClick={() => setOpenId(member.id)}>
                  {copy.readBio}
                  <VisuallyHidden>: {member.name}</VisuallyHidden>
                </button>
                <a
                  href={member.profileUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.profileLink}
                  // The name starts with the visible words (WCAG 2.5.3) and says whose profile and where it opens.
                  aria-label={`${copy.profileLink} of ${member.name} (opens in a new tab)`}
                >
                  {copy.profileLink}
                </a>
              </div>
            </article>
          </CarouselItem>
        ))}
      </ScrollCarousel>
      <Dialog open={open !== null} onClose={() => setOpenId(null)} title={open?.name ?? ''} closeLabel={copy.closeBio}>
        {open ? (
          <>
            <p className={styles.dialogTitle}>{open.title}</p>
            <p>{open.bio}</p>
          </>
        ) : null}
      </Dialog>
    </>
  );
}
