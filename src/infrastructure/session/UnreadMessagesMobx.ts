import { makeAutoObservable } from 'mobx';
import type { UnreadMessages } from '../../application/messages/ports';

export class UnreadMessagesMobx implements UnreadMessages {
  count = 0;

  constructor() {
    makeAutoObservable(this);
  }

  set(count: number): void {
    this.count = Math.max(0, count);
  }
}
