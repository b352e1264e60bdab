import { makeAutoObservable } from 'mobx';

/** A seconds countdown for "resend code" buttons; the server throttles too, this only spares a refusal. */
export class Cooldown {
  secondsLeft = 0;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly seconds: number) {
    makeAutoObservable<this, 'timer' | 'seconds'>(this, { timer: false, seconds: false });
  }

  start(): void {
    this.stop();
    this.secondsLeft = this.seconds;
    this.timer = setInterval(() => this.tick(), 1000);
  }

  tick(): void {
    this.secondsLeft = Math.max(0, this.secondsLeft - 1);
    if (this.secondsLeft === 0) this.stop();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
