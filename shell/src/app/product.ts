export const PRODUCT_NAME = 'Worship Planner';
export const PRODUCT_DESCRIPTION =
  'Organize your worship songs across multiple languages, build service schedules with your team, and share them in seconds.';
