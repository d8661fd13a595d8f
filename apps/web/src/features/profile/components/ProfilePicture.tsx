import { Image } from '@mantine/core';

import { API_BASE, DEFAULT_AVATAR_URL } from '../../../config';

import classes from './ProfilePicture.module.css';

/**
 * Address of a stored picture (pictures load from /profilePicture/{file name}: docs/product/entities.md#profile).
 */
export const profilePictureUrl = (file: string | null | undefined): string | null =>
  file ? `${API_BASE}/profilePicture/${encodeURIComponent(file)}` : null;

interface ProfilePictureProps {
  file: string | null | undefined;
  /** Whose picture it is, for the alternative text. */
  name: string;
  size: number;
}

/** A round profile picture; the default picture stands in when there is none or it fails to load. */
export const ProfilePicture = ({ file, name, size }: ProfilePictureProps) => (
  <Image
    src={profilePictureUrl(file)}
    fallbackSrc={DEFAULT_AVATAR_URL}
    alt={name ? `Profile picture of ${name}` : 'Profile picture'}
    w={size}
    h={size}
    radius="50%"
    className={classes.picture}
  />
);
