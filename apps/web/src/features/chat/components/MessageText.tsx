import { Anchor } from '@mantine/core';
import { Fragment } from 'react';

import { linkify } from '../linkify';

/**
 * A message's words with its web addresses as links. They open in a new tab that cannot reach back into this one
 * (noopener) nor learn where it came from (noreferrer); everything else is text, never markup.
 */
export const MessageText = ({ content }: { content: string }) =>
  linkify(content).map((part, index) =>
    part.kind === 'link' ? (
      <Anchor
        key={index}
        href={part.href}
        target="_blank"
        rel="noopener noreferrer"
        underline="always"
        inherit
      >
        {part.text}
      </Anchor>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
