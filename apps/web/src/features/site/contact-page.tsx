import { useMemo } from 'react';
import { RequestError } from '../../lib/request-error';
import { useSessionUser } from '../../lib/session';
import { useSendContact } from './api/send-contact';
import { ContactForm, type KnownSender } from './components/contact-form';
import { contactCopy } from './content';
import contactImage500 from './assets/contact-500.svg';
import contactImage1000 from './assets/contact-1000.svg';
import styles from './site.module.css';

export const meta = contactCopy.meta;

/** A signed-in person's full name split the common way: the first word, then the rest (both stay editable). */
function knownSender(user: { name: string; email: string } | null): KnownSender | null {
  if (!user) return null;
  const [firstName = '', ...rest] = user.name.trim().split(/\s+/u);
  return { firstName, lastName: rest.join(' '), email: user.email };
}

export function ContactPage() {
  const send = useSendContact();
  const { user } = useSessionUser();
  const known = useMemo(() => knownSender(user), [user]);
  return (
    // Both anchors of the spec: the page (contact-us) and the form section the footer links to.
    <section id="contact-us" className={styles.section} aria-labelledby="contact-title">
      <div className={`${styles.container} ${styles.split}`}>
        <div id="contact-section--one">
          <h1 id="contact-title" className={styles.h1}>
            {contactCopy.title}
          </h1>
          <p className={styles.lead}>{contactCopy.intro}</p>
          <ContactForm
            onSubmit={(values) => send.mutate(values)}
            pending={send.isPending}
            succeeded={send.isSuccess}
            failed={send.isError}
            onReset={() => send.reset()}
            errorDetail={send.error instanceof RequestError ? send.error.serverDetail : null}
            known={known}
          />
        </div>
        <img
          src={contactImage500}
          srcSet={`${contactImage500} 500w, ${contactImage1000} 1000w`}
          sizes="(min-width: 1024px) 500px, calc(100vw - 2rem)"
          width={500}
          height={400}
          alt={contactCopy.imageAlt}
          loading="lazy"
          decoding="async"
          className={styles.art}
        />
      </div>
    </section>
  );
}
