/** Time comes from here so tests can move it (regeneration, decay, daily resets). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can set and advance. */
export class ManualClock implements Clock {
  private current: number;
  constructor(start: Date | string = '2026-06-15T12:00:00Z') {
    this.current = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  set(at: Date | string): void {
    this.current = new Date(at).getTime();
  }
  advanceHours(hours: number): void {
    this.current += hours * 3_600_000;
  }
  advanceMs(ms: number): void {
    this.current += ms;
  }
}
