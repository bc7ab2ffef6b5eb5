/** The sidebar of docs/behaviour.md §2, as each role must see it, in order (Activity on a server with the activity log, Templates on one with templates). */
export const ADMIN_SIDEBAR = [
  'Dashboard',
  'All Jobs',
  'Pending Jobs To Approve',
  'Assign Job',
  'Compliance Calendar',
  'Client obligations',
  'Compliance rules',
  'Clients',
  'Templates',
  'Reports',
  'Download Reports',
  'Users',
  'Activity',
  'Settings',
  'My Jobs',
  'Pending Jobs to Finish',
];

export const STAFF_SIDEBAR = ['Dashboard', 'My Jobs', 'Pending Jobs to Finish'];
