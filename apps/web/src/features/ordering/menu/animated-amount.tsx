// A money amount that counts to its new value (spec 000 §2 "animated total"), unless the
// diner asked for reduced motion. Screen readers get the final value only.
import { useEffect, useRef, useState } from 'react';
import { formatMoney } from '../../../lib/format';

const DURATION_MS = 400;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

export function AnimatedAmount({ value, className }: { value: number; className?: string }) {
  const [shown, setShown] = useState(value);
  const from = useRef(value);

  useEffect(() => {
    const start = from.current;
    if (start === value || prefersReducedMotion() || typeof requestAnimationFrame === 'undefined') {
      from.current = value;
      setShown(value);
      return;
    }
    let frame = 0;
    const began = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - began) / DURATION_MS);
      const eased = 1 - (1 - progress) ** 3;
      const current = start + (value - start) * eased;
      from.current = current;
      setShown(progress < 1 ? Math.round(current * 100) / 100 : value);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [value]);

  return (
    <span className={className}>
      <span aria-hidden="true">{formatMoney(shown)}</span>
      <span className="visually-hidden">{formatMoney(value)}</span>
    </span>
  );
}
