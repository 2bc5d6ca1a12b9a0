// The signed-in shell's words: header, sidebar, notification bell and user menu (SPEC 2).

export const layoutTexts = {
  appTitle: 'Management Information System',
  manageMaster: 'Manage Master',
  dashboard: 'Dashboard',
  home: 'Home',
  setting: 'Setting',
  logout: 'Logout',
  logoutTitle: 'Are you sure?',
  logoutText: 'You will be logged out!',
  logoutYes: 'Yes',
  logoutNo: 'No',
  notifications: 'Notifications',
  /** The empty bell's list: "No notifications yet." */
  notificationThings: 'notifications',
  language: 'Language',
} as const;
