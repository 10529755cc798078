// The steps after the menu (spec 000 §2, §4) and how a step that does not apply is skipped:
// forward when going on, back when the diner came back from the next step ("back if coming
// from there"). Skips replace the history entry, so the browser's back never lands on them.
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

export const steps = ['menu', 'questions', 'time-selection', 'complete-customer-registration', 'payments'] as const;
export type Step = (typeof steps)[number];

export const stepPath = (step: Step) => (step === 'menu' ? '/main/menu?view=cart' : `/main/${step}`);

interface StepState {
  backwards?: boolean;
}

export function useStepNavigation(step: Step) {
  const navigate = useNavigate();
  const location = useLocation();
  const backwards = (location.state as StepState | null)?.backwards === true;
  const index = steps.indexOf(step);
  const previous = steps[index - 1] as Step | undefined;
  const next = steps[index + 1] as Step | undefined;
  return useMemo(
    () => ({
      /** The diner arrived here with a Back button of the next step. */
      backwards,
      goNext: () => next && void navigate(stepPath(next)),
      goBack: () => previous && void navigate(stepPath(previous), { state: { backwards: true } satisfies StepState }),
      /** This step does not apply: move on in the direction the diner was going. */
      skip: () => {
        const target = backwards ? previous : next;
        if (target) void navigate(stepPath(target), { replace: true, state: { backwards } satisfies StepState });
      },
    }),
    [navigate, backwards, previous, next],
  );
}
