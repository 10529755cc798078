/**
 * Ends the running task: what awaits this runs in a new one, after the browser has had its
 * chance to paint and to answer a tap. A timer, not scheduler.yield(): tools that rebuild a
 * page load's tasks from its trace (Lighthouse) link a timer to the task that set it.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
