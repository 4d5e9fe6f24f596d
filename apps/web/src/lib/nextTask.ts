/**
 * Resolves in a task of its own. Start-up work that resolves promise after promise runs as one
 * task however long it gets (microtasks never yield); awaiting this between its parts lets the
 * browser paint and answer a tap in between, and keeps each part under the 50 ms of a long task
 * (TBT).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
