// Which of the roadmap's two views is shown, and where keyboard focus goes when the user switches between them.
import { useState } from 'react';

/**
 * Whether the form (editing) or the plan is shown, and whether the user has switched between them: from then on, the
 * view that appears takes focus, since the control they used went away with the other one. A first load keeps focus
 * where the page put it.
 */
export function useFormOrPlan() {
  const [editing, setEditing] = useState(false);
  const [switched, setSwitched] = useState(false);
  const switchView = (toForm: boolean) => {
    setSwitched(true);
    setEditing(toForm);
  };
  return { editing, switched, switchView, expectSwitch: () => setSwitched(true) };
}
