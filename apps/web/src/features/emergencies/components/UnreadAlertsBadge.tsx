import { Badge, type BadgeProps, VisuallyHidden } from '@mantine/core';

/** "2 unread": what a screen reader hears after the link's label ("Notifications 2 unread"). */
export const unreadAlertsLabel = (count: number): string => `${count} unread`;

/**
 * The doctor's unread emergency alerts beside the sidebar's "Notifications": the number for the eye, the phrase
 * for a screen reader (as the chats' unread badge does), so the link's name starts with what it shows; nothing at
 * zero.
 */
export const UnreadAlertsBadge = ({ count, ...props }: { count: number } & BadgeProps) =>
  count > 0 ? (
    <>
      <Badge color="red.9" circle={count < 10} radius="xl" aria-hidden {...props}>
        {count > 99 ? '99+' : count}
      </Badge>
      <VisuallyHidden>{unreadAlertsLabel(count)}</VisuallyHidden>
    </>
  ) : null;
