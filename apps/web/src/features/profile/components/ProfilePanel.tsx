import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy, IconPencil, IconX } from '@tabler/icons-react';
import {
  type Profile,
  PROFILE_RULES,
  PROFILE_SAVED_MESSAGE,
  type Role,
  WEEKLY_HOURS_PATH,
} from '@vitalsync/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';

import { apiErrorOf, UNREACHABLE_MESSAGE } from '../../../app/apiError';
import { notifySuccess } from '../../../app/notify';
import { ContractField } from '../../../forms/ContractField';
import viewClasses from '../../../forms/ContractField.module.css';
import { type FormFailure, FormFailureAlert } from '../../../forms/FormFailureAlert';
import { FormCell, FormSection } from '../../../forms/FormSection';
import { inputSpecOf, sectionsOf } from '../../../forms/fieldCatalog';
import { type SectionValues } from '../../../forms/formValues';
import { applyServerErrors } from '../../../forms/serverErrors';
import { useSaveProfileMutation } from '../api';
import { isDoctorProfile, profileFormValues, saveProfileRequest } from '../forms/profileForm';
import { useWeeklyHoursDraft } from '../hooks/useWeeklyHoursDraft';

import classes from './ProfilePanel.module.css';
import { ProfilePicture } from './ProfilePicture';
import { WeeklyHoursField } from './WeeklyHoursField';

// The fields are memoised (ContractField): a reset must leave their registrations in place and write the values into
// the inputs itself, as the fields do not render again for it.
const KEEP_FIELDS = { keepFieldsRef: true } as const;

interface ProfilePanelProps {
  role: Role;
  profile: Profile;
}

/**
 * docs/product/screens-and-routes.md#profile and docs/product/states.md#profile-editor: fields read-only until
 * "Edit Profile"; "Save Changes" sends the whole profile; success replaces the session's profile and ends editing,
 * failure keeps editing.
 */
export const ProfilePanel = ({ role, profile }: ProfilePanelProps) => {
  const rules = PROFILE_RULES[role];
  const sections = useMemo(() => sectionsOf(rules), [rules]);
  const formPaths = useMemo(() => new Set(Object.keys(rules)), [rules]);
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<FormFailure>();
  const [saveProfile] = useSaveProfileMutation();
  const form = useForm<SectionValues>({ mode: 'onTouched', defaultValues: profileFormValues(role, profile) });
  const { register, handleSubmit, reset, setError, getFieldState, formState } = form;
  const weeklyHours = useWeeklyHoursDraft(profile);
  const { saved: savedHours, reset: resetHours } = weeklyHours;
  const { fullName, email } = profile.personal_info;

  // A profile saved (or restored) elsewhere is what a viewer sees; an editor keeps their unsaved changes. The form
  // already shows the profile it started with: resetting to it again would render every field a second time.
  const shownProfile = useRef(profile);
  useEffect(() => {
    if (editing || shownProfile.current === profile) return;
    shownProfile.current = profile;
    reset(profileFormValues(role, profile), KEEP_FIELDS);
    resetHours(savedHours);
  }, [editing, profile, role, reset, resetHours, savedHours]);

  const errorAt = (path: string): string | undefined => {
    const message: unknown = getFieldState(path, formState).error?.message;
    return typeof message === 'string' ? message : undefined;
  };

  const toggleEditing = () => {
    if (editing) {
      reset(profileFormValues(role, profile), KEEP_FIELDS);
      resetHours(savedHours);
    }
    setFailure(undefined);
    setEditing(!editing);
  };

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    const hours = weeklyHours.check();
    if (!hours.valid) return;
    try {
      const saved = await saveProfile(saveProfileRequest(values, profile, hours.weeklyHours)).unwrap();
      reset(profileFormValues(role, saved.profile), KEEP_FIELDS);
      setEditing(false);
      notifySuccess(PROFILE_SAVED_MESSAGE);
    } catch (error) {
      const body = apiErrorOf(error);
      if (!body) console.error('Saving the profile failed', error);
      // The weekly hours editor shows its own refusal; every other key goes under its text field.
      const { [WEEKLY_HOURS_PATH]: hoursError, ...fieldErrors } = body?.errors ?? {};
      if (hoursError) weeklyHours.setError(hoursError);
      const details = applyServerErrors(setError, fieldErrors, formPaths);
      setFailure({ message: body?.message ?? UNREACHABLE_MESSAGE, details });
    }
  });

  const weeklyHoursCell = isDoctorProfile(profile) ? (
    <FormCell key={WEEKLY_HOURS_PATH} wide>
      <WeeklyHoursField
        editing={editing}
        saved={savedHours}
        draft={weeklyHours.draft}
        onChange={weeklyHours.change}
        error={weeklyHours.error}
      />
    </FormCell>
  ) : null;

  return (
    <Stack gap="lg">
      <Card className={classes.header} p={{ base: 'lg', sm: 'xl' }}>
        <Group gap="lg" wrap="nowrap" align="center" className={classes.identity}>
          <ProfilePicture file={profile.profilePicture} name={fullName} size={88} />
          <Stack gap={2} miw={0}>
            <Text size="xs" c="dimmed" fw={700} tt="uppercase" lts={0.6}>
              {role === 'doctor' ? 'Doctor profile' : 'My profile'}
            </Text>
            <Title order={1} fz={{ base: 22, sm: 28 }} className={classes.name}>
              {fullName}
            </Title>
            <Text c="dimmed" className={classes.email} title={email}>
              {email}
            </Text>
          </Stack>
        </Group>
        <Button
          variant={editing ? 'default' : 'light'}
          leftSection={editing ? <IconX size={18} /> : <IconPencil size={18} />}
          onClick={toggleEditing}
          disabled={formState.isSubmitting}
          className={classes.toggle}
        >
          {editing ? 'Cancel' : 'Edit Profile'}
        </Button>
      </Card>

      <form noValidate onSubmit={submit} aria-label="Profile">
        <Card p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="xl">
            {sections.map((section) => (
              <FormSection key={section.group} title={section.title}>
                {section.entries.map(({ path }, index) => {
                  const rule = rules[path];
                  if (!rule) return null;
                  const field = (
                    <FormCell key={path} wide={inputSpecOf(path).wide}>
                      <ContractField
                        path={path}
                        rule={rule}
                        register={register}
                        error={errorAt(path)}
                        disabled={!editing}
                        presentation={editing ? 'edit' : 'view'}
                      />
                    </FormCell>
                  );
                  if (section.group === 'availability' && index === section.entries.length - 1) {
                    return [field, weeklyHoursCell];
                  }
                  // The email sits right after the name, shown but never editable.
                  if (section.group !== 'personal_info' || index !== 0) return field;
                  return [
                    field,
                    <FormCell key="personal_info.email">
                      <TextInput
                        label="Email"
                        value={email}
                        disabled
                        readOnly
                        description={editing ? 'Your email address cannot be changed.' : undefined}
                        inputWrapperOrder={['label', 'input', 'description', 'error']}
                        classNames={editing ? undefined : { input: viewClasses.viewInput }}
                      />
                    </FormCell>,
                  ];
                })}
              </FormSection>
            ))}
          </Stack>
        </Card>

        {editing ? (
          <Stack gap="md" mt="lg">
            <FormFailureAlert failure={failure} />
            <Group justify="flex-end" className={classes.actions}>
              <Button
                type="submit"
                size="md"
                leftSection={<IconDeviceFloppy size={18} />}
                loading={formState.isSubmitting}
                className={classes.save}
              >
                Save Changes
              </Button>
            </Group>
          </Stack>
        ) : null}
      </form>
    </Stack>
  );
};
