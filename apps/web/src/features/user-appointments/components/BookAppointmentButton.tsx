import { Button } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { consultationPath } from '../../consultation/consultationTabs';

/**
 * "Book New Appointment" (docs/product/screens-and-routes.md#patient-appointments): the booking tab of the
 * consultation page.
 */
export const BookAppointmentButton = () => (
  <Button
    component={Link}
    to={consultationPath('book-appointment')}
    leftSection={<IconCalendarPlus size={18} />}
  >
    Book New Appointment
  </Button>
);
