import { Tabs } from '@mantine/core';
import { IconStethoscope, IconUser } from '@tabler/icons-react';
import { isRole, type Role } from '@vitalsync/contracts';
import { type ReactNode } from 'react';

import classes from './RoleTabs.module.css';

interface RoleTabsProps {
  value: Role;
  onChange: (role: Role) => void;
  /** Content of the selected tab (the form, which carries the role as a hidden field). */
  children: ReactNode;
}

// docs/product/screens-and-routes.md#login: tabs Doctor and User, in that order; the page decides the default
// (User).
const TABS: ReadonlyArray<{ role: Role; label: string; icon: ReactNode }> = [
  { role: 'doctor', label: 'Doctor', icon: <IconStethoscope size={18} stroke={1.8} /> },
  { role: 'user', label: 'User', icon: <IconUser size={18} stroke={1.8} /> },
];

export const RoleTabs = ({ value, onChange, children }: RoleTabsProps) => (
  <Tabs
    value={value}
    onChange={(next) => isRole(next) && onChange(next)}
    variant="pills"
    radius="md"
    classNames={{ list: classes.list, tab: classes.tab, tabLabel: classes.tabLabel }}
  >
    <Tabs.List grow aria-label="Account type">
      {TABS.map((tab) => (
        <Tabs.Tab key={tab.role} value={tab.role} leftSection={tab.icon}>
          {tab.label}
        </Tabs.Tab>
      ))}
    </Tabs.List>
    {TABS.map((tab) => (
      <Tabs.Panel key={tab.role} value={tab.role} pt="xl">
        {tab.role === value ? children : null}
      </Tabs.Panel>
    ))}
  </Tabs>
);
