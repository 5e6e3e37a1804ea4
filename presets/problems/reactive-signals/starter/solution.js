/** @return {{get: () => *, set: (value: *) => void}} */
function createSignal(value) {

}

/** @return {{get: () => *}} a lazily computed, cached value */
function computed(fn) {

}

/** Runs fn now and whenever a value it read changes. @return {() => void} dispose */
function effect(fn) {

}

/** Runs fn, deferring effects until it returns. @return {*} what fn returned */
function batch(fn) {

}
