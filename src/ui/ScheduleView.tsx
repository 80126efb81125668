import { h } from 'preact';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import type { Store } from '../state/store';
import { loadBookingStep, loadBookingStepWhenIdle } from './booking-step-file';
import { useFileAttempts } from './file-attempts';
import { loadSchedule, schedule, scheduleFailed } from './schedule-file';
import { adoptStyles } from './styles';
import { RetryAlert } from './RetryAlert';

export function ScheduleView({ store }: { store: Store }) {
  const module = schedule.value;
  const failed = scheduleFailed.value;
  const place = useRef<HTMLDivElement>(null);
  const { attempt, retry } = useFileAttempts(store, module, loadSchedule);
  // Its sheet joins the first view's in this root before the schedule is painted.
  useLayoutEffect(() => {
    const root = place.current?.getRootNode();
    if (module && root instanceof ShadowRoot) adoptStyles(root, module.styles);
  }, [module]);
  useEffect(() => {
    if (!module) {
      // Read now, not as rendered: a load that failed since the render is the alert's to retry.
      if (!scheduleFailed.peek()) void loadSchedule();
      return;
    }
    loadBookingStepWhenIdle();
  }, [module, failed]);
  if (module)
    return (
      <div ref={place}>
        <module.Schedule store={store} prefetch={() => void loadBookingStep()} />
      </div>
    );
  if (!failed || attempt.value === 'loading') return <div class="skeleton" aria-hidden="true" />;
  return <RetryAlert store={store} text="scheduleFailed" retry={retry} />;
}
