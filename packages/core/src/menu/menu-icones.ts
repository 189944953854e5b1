/** Icon of a menu group the server sent without one. */
export const MENU_ICON_DEFAULT_GROUP = 'folder-outline';

/** Icon of a menu item the server sent without one. */
export const MENU_ICON_DEFAULT_ITEM = 'chevron-forward-outline';
