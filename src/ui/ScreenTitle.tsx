import { useRef } from 'react';
import { useScreenHeading } from './useScreenHeading';

/** A screen's title (its h1): it takes the focus after a move to the screen (useScreenHeading). */
export function ScreenTitle({ text }: { text: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useScreenHeading(heading);
  return (
    <h1 ref={heading} tabIndex={-1}>
      {text}
    </h1>
  );
}
