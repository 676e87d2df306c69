import { COUNTER_STEP_MS, COUNTER_STEPS } from '@pitchside/shared';
import { useEffect, useRef, useState } from 'react';

/** Cubic ease-out: fast at first, settling on the target (spec: counters ease out). */
export function easeOut(t: number): number {
  return 1 - (1 - t) ** 3;
}

/** The value shown at `step` (0..steps) of an animation from `from` to `to`. */
export function countAt(from: number, to: number, step: number, steps: number = COUNTER_STEPS): number {
  const t = Math.min(1, Math.max(0, step / steps));
  return Math.round(from + (to - from) * easeOut(t));
}

/**
 * Animates to `target` over COUNTER_STEPS steps of COUNTER_STEP_MS. `null` holds at the current value
 * (nothing known yet). A new target animates on from what is on screen, so fresh numbers arriving
 * after stored ones never restart from zero.
 */
export function useCountUp(target: number | null): number {
  const [value, setValue] = useState(0);
  const shown = useRef(0);

  useEffect(() => {
    if (target === null) return;
    const from = shown.current;
    if (from === target) return;
    const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reduced) {
      shown.current = target;
      setValue(target);
      return;
    }
    let step = 0;
    const id = setInterval(() => {
      step += 1;
      const v = countAt(from, target, step);
      shown.current = v;
      setValue(v);
      if (step >= COUNTER_STEPS) clearInterval(id);
    }, COUNTER_STEP_MS);
    return () => clearInterval(id);
  }, [target]);

  return value;
}
