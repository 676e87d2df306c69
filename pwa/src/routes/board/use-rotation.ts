import { useEffect, useState } from 'react';

/**
 * Which of `count` panels is up: the next one every `intervalMs`, round and round. The index is kept
 * in range when panels come or go (an age group's bracket drawn while the board is up).
 */
export function useRotation(count: number, intervalMs: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(id);
  }, [count, intervalMs]);
  return count > 0 ? index % count : 0;
}
