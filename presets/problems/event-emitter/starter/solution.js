class EventEmitter {
    constructor() {

    }

    /**
     * @param {string} event
     * @param {Function} fn
     * @return {EventEmitter} this
     */
    on(event, fn) {

    }

    /**
     * @param {string} event
     * @param {Function} fn
     * @return {EventEmitter} this
     */
    once(event, fn) {

    }

    /**
     * @param {string} event
     * @param {Function} fn
     * @return {EventEmitter} this
     */
    off(event, fn) {

    }

    /**
     * @param {string} event
     * @param {...*} args
     * @return {boolean} whether there was a listener
     */
    emit(event, ...args) {

    }

    /**
     * @param {string} event
     * @return {number}
     */
    listenerCount(event) {

    }
}
