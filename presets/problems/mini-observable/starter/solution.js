class Observable {
  /** @param {(observer: {next, error, complete, closed}) => (Function|{unsubscribe}|void)} subscribeFn */
  constructor(subscribeFn) {

  }

  /** Emits each value, then completes. */
  static of(...values) {

  }

  /**
   * @param {Function|{next?: Function, error?: Function, complete?: Function}} observerOrNext
   * @return {{unsubscribe: () => void, closed: boolean}}
   */
  subscribe(observerOrNext) {

  }

  map(fn) {

  }

  filter(pred) {

  }

  take(n) {

  }
}
