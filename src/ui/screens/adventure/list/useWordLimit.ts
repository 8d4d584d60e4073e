import { useEffect, useState } from 'react';
import { introWordLimit } from './introWords.ts';

/** The intro word limit for the window's current width, following resizes. */
export function useWordLimit(): number {
  const [limit, setLimit] = useState(() => introWordLimit(window.innerWidth));
  useEffect(() => {
    const onResize = () => setLimit(introWordLimit(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return limit;
}
