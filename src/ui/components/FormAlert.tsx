import { useEffect, useRef } from 'react';

/**
 * What went wrong with a form as a whole, read out at once (role="alert") and scrolled into sight when it appears, so a
 * person who pressed a button at the end of a long form sees it there and not only at a place they cannot see.
 */
export function FormAlert({ message }: { message: string | null }) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // jsdom (the UI tests) has no scrolling.
    if (message) alert.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  if (!message) return null;
  return (
    <div ref={alert} className="alert alert--danger" role="alert">
      {message}
    </div>
  );
}
