// The answers as React state, written to localStorage on every change (D2: a reload resumes where the user was).
import { useCallback, useEffect, useState } from 'react';
import { clearAnswers, emptyAnswers, loadAnswers, saveAnswers, withChange, type Answers } from './answers';

export function useAnswers() {
  const [answers, setAnswers] = useState<Answers>(() => loadAnswers());
  useEffect(() => saveAnswers(answers), [answers]);
  const update = useCallback((change: Partial<Answers> | ((a: Answers) => Partial<Answers>)) => {
    setAnswers((current) => withChange(current, typeof change === 'function' ? change(current) : change));
  }, []);
  const reset = useCallback(() => {
    clearAnswers();
    setAnswers(emptyAnswers());
  }, []);
  return { answers, update, reset };
}
