import { Badge, type BadgeProps, VisuallyHidden } from '@mantine/core';

/** "3 unread messages", "1 unread message". */
export const unreadLabel = (count: number): string => `${count} unread message${count === 1 ? '' : 's'}`;

/** A count of unread messages: the number for the eye, the whole phrase for a screen reader; nothing at zero. */
export const UnreadBadge = ({ count, ...props }: { count: number } & BadgeProps) =>
  count > 0 ? (
    <>
      <Badge circle={count < 10} radius="xl" aria-hidden {...props}>
        {count > 99 ? '99+' : count}
      </Badge>
      <VisuallyHidden>{unreadLabel(count)}</VisuallyHidden>
    </>
  ) : null;
