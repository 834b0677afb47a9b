/** Per-route settings read by the layouts, kept on each route's `handle`. */
export interface RouteHandle {
  /** Page title (also reported with the page view). */
  title?: string;
  /** The view keeps its state when you leave and come back (rendered inside `<Activity>`). */
  keepAlive?: boolean;
}
