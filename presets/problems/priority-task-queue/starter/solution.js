class TaskQueue {
  /** @param {number} concurrency how many tasks may run at once */
  constructor(concurrency) {

  }

  /** Waiting tasks. */
  get size() {

  }

  /** Tasks started and not yet settled. */
  get running() {

  }

  /**
   * @param {() => Promise<*>} task
   * @param {number} [priority=0] higher runs first
   * @return {Promise<*>} settles like the task
   */
  add(task, priority = 0) {

  }

  pause() {

  }

  resume() {

  }

  /** Drops every waiting task; their promises reject with Error("cleared"). */
  clear() {

  }

  /** @return {Promise<void>} resolves once nothing runs and nothing waits */
  onIdle() {

  }
}
