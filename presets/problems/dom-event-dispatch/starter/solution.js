class EventNode {
  /**
   * @param {string} name
   * @param {EventNode|null} [parent]
   */
  constructor(name, parent = null) {
    this.name = name;
    this.parent = parent;
  }

  /** @param {string} type @param {Function} fn @param {boolean|{capture?: boolean, once?: boolean}} [options] */
  addEventListener(type, fn, options) {}

  /** @param {string} type @param {Function} fn @param {boolean|{capture?: boolean}} [options] */
  removeEventListener(type, fn, options) {}

  /**
   * @param {string} type
   * @param {{bubbles?: boolean, cancelable?: boolean}} [init]
   * @return {boolean} false when a listener called preventDefault() on a cancelable event
   */
  dispatch(type, init) {}
}
