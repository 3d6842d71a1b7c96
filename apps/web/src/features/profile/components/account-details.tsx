// Account details on /profile: the email address (changed through ./change-email), name, LinkedIn and avatar
// address. A refused field says why under itself; the LinkedIn address may be pasted the way LinkedIn shows it (no
// https://).
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Banner, Button, TextInput } from '@waypoint/ui';
import { AUTH_TEXTS, MESSAGES, fullNameProblem, isLinkedinInputValid, normaliseLinkedinInput } from '@waypoint/domain';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { ME_QUERY_KEY, updateMe, type Me } from '../profile-api';
import { ChangeEmail } from './change-email';
import styles from '../profile.module.css';

export function AccountDetails({ me }: { me: Me }) {
  const queryClient = useQueryClient();
  const [fullName, setFullName] = useState(me.full_name);
  const [linkedin, setLinkedin] = useState(me.linkedin_url ?? '');
  const [avatar, setAvatar] = useState(me.avatar_url ?? '');
  const [attempted, setAttempted] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const linkedinRef = useRef<HTMLInputElement>(null);
  const save = useMutation({
    mutationFn: updateMe,
    onSuccess: async (data) => {
      queryClient.setQueryData(ME_QUERY_KEY, data);
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
  const linkedinUrl = normaliseLinkedinInput(linkedin);
  const linkedinValid = isLinkedinInputValid(linkedinUrl);
  // Too long or not plain text shows as it is typed; an empty name only once the user tries to save.
  const nameProblem = fullNameProblem(fullName);
  const nameError = nameProblem === AUTH_TEXTS.fullNameRequired && !attempted ? null : nameProblem;

  function submit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    setLinkedin(linkedinUrl);
    // The last save's outcome no longer describes what is in the form.
    save.reset();
    // A refused save says why and puts the cursor where the fix goes, instead of doing nothing.
    if (nameProblem) return nameRef.current?.focus();
    if (!linkedinValid) return linkedinRef.current?.focus();
    save.mutate({ full_name: fullName.trim(), linkedin_url: linkedinUrl, avatar_url: avatar.trim() });
  }

  return (
    <section className={styles.section} aria-labelledby="details-heading">
      <h2 id="details-heading">Account details</h2>
      <p className={styles.email}>Email: {me.email}</p>
      <ChangeEmail me={me} />
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor="profile-name">Full Name</label>
          <TextInput
            ref={nameRef}
            id="profile-name"
            autoComplete="name"
            value={fullName}
            onChange={(e) => setFullName(e.target.value)}
            aria-invalid={nameError !== null}
            aria-describedby={nameError ? 'profile-name-hint' : undefined}
          />
          {nameError ? (
            <span id="profile-name-hint" className={styles.error}>
              {nameError}
            </span>
          ) : null}
        </div>
        <div className={styles.field}>
          <label htmlFor="profile-linkedin">LinkedIn Profile</label>
          <TextInput
            ref={linkedinRef}
            id="profile-linkedin"
            type="url"
            value={linkedin}
            onChange={(e) => setLinkedin(e.target.value)}
            onBlur={() => setLinkedin(linkedinUrl)}
            aria-invalid={!linkedinValid}
            aria-describedby={linkedinValid ? undefined : 'profile-linkedin-hint'}
            placeholder="https://www.linkedin.com/in/..."
          />
          {linkedinValid ? null : (
            <span id="profile-linkedin-hint" className={styles.error}>
              {MESSAGES.invalidLinkedIn}
            </span>
          )}
        </div>
        <div className={styles.field}>
          <label htmlFor="profile-avatar">Avatar image address (https)</label>
          <TextInput id="profile-avatar" type="url" value={avatar} onChange={(e) => setAvatar(e.target.value)} />
        </div>
        {save.isError ? <Banner tone="error">{save.error.message}</Banner> : null}
        {save.isSuccess ? <Banner tone="success">Saved.</Banner> : null}
        <Button type="submit" loading={save.isPending}>
          Save details
        </Button>
      </form>
    </section>
  );
}
